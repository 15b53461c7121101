import GRDB

/// A screen state of an app's store kept current: read now (`current()`), then GRDB's
/// `ValueObservation` of it (`values`), which notifies a new value after each commit to one of
/// the tracked tables that alters it. Each app's Core makes them (`todayObservation()`…) with the
/// tables its screens read; the iPhone apps' models start them (`start(onError:onChange:)`).
public struct ScreenObservation<Screen: Equatable & Sendable>: Sendable {
    private let store: AppStore
    private let tables: [String]
    private let fetch: @Sendable (Database) throws -> Screen

    /// The screen `fetch` reads from `store`, fetched again after a commit to one of `tables`.
    public init(store: AppStore, tracking tables: [String], fetch: @escaping @Sendable (Database) throws -> Screen) {
        self.store = store
        self.tables = tables
        self.fetch = fetch
    }

    /// The screen as it is now.
    public func current() throws -> Screen {
        try store.writer.read(fetch)
    }

    /// The screen after every commit to a tracked table, when it differs from the last.
    public var values: ValueObservation<ValueReducers.RemoveDuplicates<ValueReducers.Fetch<Screen>>> {
        ValueObservation.tracking(regions: tables.map { Table($0) }, fetch: fetch).removeDuplicates()
    }

    /// Starts the observation as GRDB's demo list model does, from the main actor: the screen as
    /// it is now goes to `onChange` before this returns, then each later value after a change that
    /// alters it. Nil (after `onError`) when the screen cannot be read.
    /// NB: the demo's `.immediate` scheduling asks for the main *thread*, and on Linux the main
    /// actor runs on a dispatch thread; so the first value is read here and the observation's own
    /// come through `.mainActor` (its first one, the same screen again, included).
    @MainActor
    public func start(onError: @escaping @MainActor (any Error) -> Void, onChange: @escaping @MainActor (Screen) -> Void) -> AnyDatabaseCancellable? {
        do {
            onChange(try current())
        } catch {
            onError(error)
            return nil
        }
        return values.start(in: store.writer, scheduling: .mainActor, onError: onError, onChange: onChange)
    }
}
