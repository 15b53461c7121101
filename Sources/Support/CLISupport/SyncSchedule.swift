import DayKitDatabase
import Foundation

/// A server kept in sync with another one (`serve --sync-with`, issue 37): each of its syncing
/// apps syncs at once, then again every interval, for as long as the task runs. A turn that fails
/// is said in words and tried again at the next; nothing is lost meanwhile, since each side keeps
/// what the other has not taken.
public struct SyncSchedule: Sendable {
    /// One app: its client for the other server and its own log.
    public struct Member: Sendable {
        public let client: SyncClient
        public let log: SyncLog

        public init(client: SyncClient, log: SyncLog) {
            self.client = client
            self.log = log
        }
    }

    public let members: [Member]

    public init(_ members: [Member]) {
        self.members = members
    }

    /// One turn: every app synced in turn; what each did, or why it could not, in words.
    public func syncAll() async -> [(app: URL, outcome: Result<SyncClient.Report, SyncClient.Failure>)] {
        var outcomes: [(app: URL, outcome: Result<SyncClient.Report, SyncClient.Failure>)] = []
        for member in members {
            do {
                outcomes.append((member.client.app, .success(try await member.client.sync(member.log))))
            } catch let failure as SyncClient.Failure {
                outcomes.append((member.client.app, .failure(failure)))
            } catch {
                outcomes.append((member.client.app, .failure(SyncClient.Failure(message: "Could not sync with \(member.client.app.absoluteString): \(error)"))))
            }
        }
        return outcomes
    }

    /// Syncs every `interval` until cancelled, saying through `say` what moved and what failed
    /// (a quiet turn says nothing).
    public func run(every interval: Duration, say: @Sendable (String) -> Void) async {
        while !Task.isCancelled {
            for (app, outcome) in await syncAll() {
                switch outcome {
                case .success(let report) where report.sent > 0 || report.applied > 0:
                    say("Synced with \(app.absoluteString): sent \(report.sent) changes, \(report.applied) new here.")
                case .success: break
                case .failure(let failure): say(failure.message)
                }
            }
            try? await Task.sleep(for: interval)
        }
    }
}
