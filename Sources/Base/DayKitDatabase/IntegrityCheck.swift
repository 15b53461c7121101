import Foundation
import GRDB

/// SQLite's check of a file's pages (`PRAGMA quick_check`), run in the background from when the
/// file is opened; a transaction that changed something waits for it before it commits and is
/// rolled back when the file is damaged, so a damaged file keeps its bytes as they were.
///
/// NB: in the background because it reads the whole file: 0.5–1.4 s for 200 habits × 10 years
/// (77 MB) on the 2-core test machine, far over the cold start's few milliseconds. Reads never
/// wait for it; a start that changes nothing (the usual case) does not either.
final class IntegrityCheck: TransactionObserver, @unchecked Sendable {
    // NB: @unchecked: `outcome` and `changed` are read and written only under `condition`.
    private let condition = NSCondition()
    /// Where the check is.
    private var outcome = Outcome.running
    /// Whether the writer's open transaction changed anything (noted while the outcome matters).
    private var changed = false
    private let file: String

    /// A check of `file`, not started yet.
    init(file: String) {
        self.file = file
    }

    /// Runs the check in the background, through a read-only connection of its own.
    /// NB: not through the store's pool: a migration holds the pool's readers back until it ends,
    /// and a migration that changes something waits for the check.
    func start() {
        let file = self.file
        // NB: on a queue of its own, which has a thread of its own: on Dispatch's shared pool (as
        // many threads as cores for work like this) it could wait behind long work, photos above
        // all, and with it every first write after a start.
        DispatchQueue(label: "habitsuite.integrity-check", qos: .utility).async { [self] in
            let problem: StoreProblem?
            do {
                var configuration = Configuration()
                configuration.readonly = true
                let connection = try DatabaseQueue(path: file, configuration: configuration)
                let answer = try connection.read { try String.fetchAll($0, sql: "PRAGMA quick_check") }
                try connection.close()
                problem = answer == ["ok"] ? nil : .damaged(file)
            } catch {
                // NB: a check that could not run (the file could not be opened again) finds no damage.
                problem = StoreProblem(error, file: file).flatMap { $0.kind == .damaged ? $0 : nil }
            }
            condition.withLock {
                outcome = problem.map { .damaged($0) } ?? .passed
                condition.broadcast()
            }
        }
    }

    /// Waits for the check; the damage it found, if any.
    func problem() -> StoreProblem? {
        condition.withLock {
            while true {
                switch outcome {
                case .running: condition.wait()
                case .passed: return nil
                case .damaged(let problem): return problem
                }
            }
        }
    }

    // MARK: - TransactionObserver

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
        // NB: once the file passed, no statement is observed: no cost per row for the rest of the run.
        condition.withLock {
            switch outcome {
            case .passed: false
            case .running, .damaged: true
            }
        }
    }

    func databaseDidChange(with event: DatabaseEvent) {
        condition.withLock { changed = true }
        stopObservingDatabaseChangesUntilNextTransaction()
    }

    func databaseWillCommit() throws {
        guard condition.withLock({ changed }) else { return }
        if let problem = problem() { throw problem }
    }

    func databaseDidCommit(_ db: Database) {
        condition.withLock { changed = false }
    }

    func databaseDidRollback(_ db: Database) {
        condition.withLock { changed = false }
    }

    private enum Outcome {
        case running, passed, damaged(StoreProblem)
    }
}
