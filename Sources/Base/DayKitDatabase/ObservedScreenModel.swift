import DayKit
import Observation

/// A screen model over one `ObservedScreen`: it declares `observed`, and says its `screen` and
/// `message` through it and starts it with `observe()`, written once here rather than in each
/// model. A refused action leaves its words in the same `message` (`attempt(_:refusal:)`).
@MainActor
public protocol ObservedScreenModel: WritingModel {
    /// The screen state the model shows.
    associatedtype Screen: Equatable & Sendable
    /// The screen kept current, and the message beside it.
    var observed: ObservedScreen<Screen> { get }
}

extension ObservedScreenModel {
    /// The screen; nil until `observe()`, or when it could not be read (see `message`).
    public var screen: Screen? { observed.screen }

    /// Why the screen could not be read, or why an action was refused; the view sets it back to nil.
    public var message: String? {
        get { observed.message }
        set { observed.message = newValue }
    }

    /// Starts (or starts again) keeping `screen` current.
    public func observe() {
        observed.observe()
    }
}
