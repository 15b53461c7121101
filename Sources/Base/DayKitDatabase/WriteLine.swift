import DayKit
import Dispatch
import Foundation
import GRDB
import Synchronization

/// Where an iPhone app's screen models send their writes (issue 35, defect 10): off the main
/// actor, one at a time in the order they were asked. A write to a file the widget shares may wait
/// for the widget's lock, up to the store's busy timeout; the screen must not freeze meanwhile,
/// and two taps must still land in the order they were made. One per store (`AppStore.writes`).
///
/// The app's suspension in the background goes through the line too (GRDB's "Sharing a
/// Database": a suspended app must hold no lock on the shared file): it comes after the writes
/// asked before it, never in the middle of one, and a write that must happen in the background
/// (a notification's answer, a Shortcut) wakes the connections for itself alone (`runAwake`).
public final class WriteLine: Sendable {
    private let queue = DispatchQueue(label: "habitsuite.writes", qos: .userInitiated)
    /// Whether the connections are suspended, as the line's jobs see it (set only on the line).
    private let suspended = Mutex(false)

    public init() {}

    /// Runs `write` after every write asked before it, on the line's own thread, and gives its
    /// outcome. The caller is suspended meanwhile, never blocked. NB: the write is put on the line
    /// on the caller's actor (`isolation`), before any hop, so two taps keep their order.
    public func run<Value: Sendable>(isolation: isolated (any Actor)? = #isolation,
                                     _ write: @escaping @Sendable () throws -> Value) async -> Result<Value, any Error> {
        await withCheckedContinuation(isolation: isolation) { continuation in
            queue.async { continuation.resume(returning: Result { try write() }) }
        }
    }

    /// Runs `write` as `run` does, with the connections awake for it: when the app is suspended in
    /// the background (a suspended pool refuses every write), they are resumed for the write and
    /// suspended again after it.
    public func runAwake<Value: Sendable>(isolation: isolated (any Actor)? = #isolation,
                                          _ write: @escaping @Sendable () throws -> Value) async -> Result<Value, any Error> {
        await run(isolation: isolation) { [self] in
            guard suspended.withLock({ $0 }) else { return try write() }
            NotificationCenter.default.post(name: Database.resumeNotification, object: nil)
            defer { NotificationCenter.default.post(name: Database.suspendNotification, object: nil) }
            return try write()
        }
    }

    /// The app goes to the background: once the writes asked before are done, the connections let
    /// go of their locks and refuse to take one (`Database.suspendNotification`, process-wide).
    public func suspend() {
        queue.async { [self] in
            suspended.withLock { $0 = true }
            NotificationCenter.default.post(name: Database.suspendNotification, object: nil)
        }
    }

    /// The app comes back: the connections work again.
    public func resume() {
        queue.async { [self] in
            suspended.withLock { $0 = false }
            NotificationCenter.default.post(name: Database.resumeNotification, object: nil)
        }
    }

    /// Waits until every write asked before is done.
    public func settled(isolation: isolated (any Actor)? = #isolation) async {
        _ = await run(isolation: isolation) {}
    }
}

/// A screen model that writes through its Core and shows a refusal in `message`.
@MainActor
public protocol WritingModel: AnyObject {
    /// Why an action was refused; the view sets it back to nil.
    var message: String? { get set }
}

extension WritingModel {
    /// Runs `write` on `line` (off the main actor, after the writes asked before it); a refusal
    /// leaves its words in `message` and gives nil.
    public func written<Value: Sendable>(on line: WriteLine, _ write: @escaping @Sendable () throws -> Value) async -> Value? {
        let outcome = await line.run(write)
        return outcome.value(refusal: &message)
    }
}
