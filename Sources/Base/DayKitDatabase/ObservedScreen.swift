import DayKit
import GRDB
import Observation

/// One screen of an iPhone app kept current: the frame every screen model shares, written once. It
/// starts its `ScreenObservation` (`observe()`), keeps the latest `screen`, and says in `message`
/// why the screen could not be read. A screen model holds one, says its `screen` and `message`
/// through it, and leaves a refused action's words in the same `message` (`attempt(_:refusal:)`).
@MainActor @Observable
public final class ObservedScreen<Screen: Equatable & Sendable> {
    /// The screen; nil until `observe()`, or when it could not be read (see `message`).
    public private(set) var screen: Screen?
    /// Why the screen could not be read, or why an action was refused; the view sets it back to nil.
    public var message: String?

    /// What a failure to read the screen does instead of saying why in `message` (a page whose
    /// subject was deleted elsewhere closes).
    @ObservationIgnored public var onFailure: (@MainActor (any Error) -> Void)?
    @ObservationIgnored private var observation: ScreenObservation<Screen>
    @ObservationIgnored private var cancellable: AnyDatabaseCancellable?

    /// The screen `observation` reads; nothing until `observe()`.
    public init(_ observation: ScreenObservation<Screen>) {
        self.observation = observation
    }

    /// Starts (or starts again) keeping `screen` current; the screen as it is now is there on return.
    public func observe() {
        cancellable = observation.start { [weak self] error in
            guard let self else { return }
            if let onFailure { onFailure(error) } else { message = refusalText(error) }
        } onChange: { [weak self] screen in
            self?.screen = screen
        }
    }

    /// Observes `observation` instead (another page of the same screen: a year, a day), at once.
    public func observe(_ observation: ScreenObservation<Screen>) {
        self.observation = observation
        observe()
    }

    /// Forgets the screen (its subject is gone) and stops keeping it current.
    public func clear() {
        cancellable = nil
        screen = nil
    }
}
