import DayKitDatabase
import Foundation
import HTTPTypes
import Hummingbird
import SyncCore

/// The hub's side of sync (issue 37), under an app's root: a device sends its changes
/// (`POST sync/changes`, a `SyncBatch` as JSON) and takes the changes it has not had
/// (`GET sync/changes?after=N`, answered `{"changes": […], "last": M}`, at most one batch; it asks
/// again from `last` until `changes` is empty). Changes are applied by the merge rules of
/// `SyncLog`, so the server's own pages show the merged data. Beyond loopback the sign-in guards
/// these like every address: a device sends its own token (`Authorization: Bearer …`), and a
/// read-only token can take changes but not send them.
public enum SyncEndpoint {
    /// The address under an app's root.
    public static let changes: RouterPath = "sync/changes"

    /// The most a batch's JSON may hold: a full batch of long values.
    public static let largestBatch = 8 * 1024 * 1024

    /// Adds the two routes for `log` to `group` (at the app's root).
    public static func addRoutes(to group: RouterGroup<BasicRequestContext>, log: SyncLog) {
        group.get(changes) { request, _ in try pull(request, log: log) }
        group.post(changes) { request, _ in try await push(request, log: log) }
    }

    /// The header a device names itself in (its host name, the phone's name), for Settings' list.
    public static let deviceNameHeader = HTTPField.Name("HabitSuite-Device-Name")!

    /// The longest device id taken (a new install's is a UUID).
    static let longestDevice = 64

    /// What the device has not had: the changes after `after`, up to `limit` (at most a batch).
    /// A device that says who it is (`device=`) is noted as in contact.
    static func pull(_ request: Request, log: SyncLog) throws -> Response {
        let after = try number(request, "after", otherwise: 0)
        let limit = try number(request, "limit", otherwise: Int64(SyncBatch.limit))
        guard after >= 0, (1...Int64(SyncBatch.limit)).contains(limit) else {
            throw WebError.badRequest("Ask for changes after a sequence of 0 or more, at most \(SyncBatch.limit) at a time.")
        }
        if let device = request.uri.queryParameters.get("device").map({ String($0) }) {
            guard Self.isDevice(device) else { throw WebError.badRequest("“\(device.prefix(80))” is not a device's id.") }
            try log.noteContact(from: SyncDevice(rawValue: device), name: deviceName(request))
        }
        let (changes, last) = try log.changes(after: after, limit: Int(limit))
        return .json(try JSONEncoder().encode(Pulled(changes: changes, last: last)))
    }

    /// A device's batch, applied whole or refused whole with a 400 saying why.
    static func push(_ request: Request, log: SyncLog) async throws -> Response {
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: largestBatch)
        } catch {
            throw WebError.contentTooLarge("A batch of changes may be at most \(largestBatch / 1024 / 1024) MB; nothing was applied.")
        }
        let batch: SyncBatch
        do {
            batch = try JSONDecoder().decode(SyncBatch.self, from: Data(body.readableBytesView))
        } catch {
            throw WebError.badRequest(SyncRefusal.unreadable("not a batch of changes as JSON").message)
        }
        guard Self.isDevice(batch.device.rawValue) else {
            throw WebError.badRequest(SyncRefusal.unreadable("the batch's device is not a device's id").message)
        }
        do {
            let applied = try log.apply(batch)
            try log.noteContact(from: batch.device, name: deviceName(request))
            return .json(Array("{\"applied\":\(applied)}".utf8))
        } catch let refusal as SyncRefusal {
            throw WebError.badRequest(refusal.message)
        }
    }

    /// The name the device gives itself (percent-encoded in its header).
    static func deviceName(_ request: Request) -> String? {
        request.headers[deviceNameHeader].map { $0.removingPercentEncoding ?? $0 }
    }

    /// Whether `text` can be a device's id: 1 to 64 letters, digits, `-` and `_`.
    static func isDevice(_ text: String) -> Bool {
        (1...longestDevice).contains(text.utf8.count)
            && text.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_") }
    }

    static func number(_ request: Request, _ name: String, otherwise fallback: Int64) throws -> Int64 {
        guard let text = request.uri.queryParameters.get(name) else { return fallback }
        guard let value = Int64(text) else { throw WebError.badRequest("“\(text)” is not a sequence number.") }
        return value
    }

    /// The answer to a pull.
    public struct Pulled: Codable, Sendable {
        public let changes: [SyncChange]
        /// The sequence to ask after next.
        public let last: Int64
    }
}
