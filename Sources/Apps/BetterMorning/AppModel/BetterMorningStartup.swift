import BetterMorningCore
import Foundation
import Observation

/// Opening Better Morning's data when the app starts. The database is the app's only storage, so
/// when it cannot open (a full disk, a damaged file, a migration that fails) the app shows what
/// went wrong and offers to try again, instead of crashing; nothing is deleted.
@MainActor @Observable
public final class BetterMorningStartup {
    /// Where the start got to.
    public enum State {
        /// The data opened: the app runs over this model.
        case ready(BetterMorningModel)
        /// The data could not be opened.
        case failed(DataFailure)
    }

    /// What the error screen says.
    public struct DataFailure: Equatable, Sendable {
        /// The heading.
        public let title: String
        /// What happened and what to do, in the user's words.
        public let message: String
        /// The system's own description of the error, for a bug report.
        public let detail: String
    }

    /// The current state.
    public private(set) var state: State

    private let open: @MainActor () throws -> BetterMorning
    private let purchasing: any UnlockPurchasing

    /// Opens the app with `open` (which opens the database), buying through `purchasing`.
    public init(purchasing: any UnlockPurchasing, open: @escaping @MainActor () throws -> BetterMorning) {
        self.open = open
        self.purchasing = purchasing
        state = Self.start(open, purchasing: purchasing)
    }

    /// The model, once the data opened.
    public var model: BetterMorningModel? {
        if case .ready(let model) = state { model } else { nil }
    }

    /// The failure, while the data cannot be opened.
    public var failure: DataFailure? {
        if case .failed(let failure) = state { failure } else { nil }
    }

    /// "Try again" on the error screen: opens the data once more (the model stays once it opened).
    public func retry() {
        guard model == nil else { return }
        state = Self.start(open, purchasing: purchasing)
    }

    private static func start(_ open: @MainActor () throws -> BetterMorning, purchasing: any UnlockPurchasing) -> State {
        do {
            return .ready(BetterMorningModel(app: try open(), purchasing: purchasing))
        } catch {
            return .failed(DataFailure(
                title: "Better Morning can't open your data",
                message: "Your routines and their history are kept on this iPhone, and they could not be read just now. "
                    + "Nothing has been deleted. Make sure the iPhone has some free storage, then try again; "
                    + "if this keeps happening, restart the iPhone.",
                detail: String(describing: error)))
        }
    }
}
