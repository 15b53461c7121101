import DayKit
import DayKitDatabase
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SyncCore

/// A device's side of sync with a hub (issue 37): sends the changes the hub has not taken, in
/// batches, then takes the hub's changes after the last it applied, until nothing is left. Where
/// it stands is noted after every batch, so a sync cut off resumes where it stopped, and nothing is
/// half-applied (each batch is one transaction on either side).
public struct SyncClient: Sendable {
    /// The app's address on the hub (`https://example.org/habits`).
    public let app: URL
    /// The device's token (`Authorization: Bearer …`).
    public let token: String
    public let session: URLSession

    /// What the device calls itself on the hub's Settings (this machine's name by default).
    public let deviceName: String

    public init(app: URL, token: String, deviceName: String = ProcessInfo.processInfo.hostName, session: URLSession = .shared) {
        self.app = app
        self.token = token
        self.deviceName = deviceName
        self.session = session
    }

    /// What one sync did.
    public struct Report: Sendable, Equatable {
        public var sent = 0
        public var received = 0
        public var applied = 0
    }

    /// A hub that answered something other than success, in words.
    public struct Failure: Error, Refusal, Sendable {
        public let message: String
    }

    /// Sends and takes until both sides have everything.
    public func sync(_ log: SyncLog, batch: Int = SyncBatch.limit) async throws -> Report {
        let peer = app.absoluteString
        var state = try log.peer(peer)
        var report = Report()
        let device = try log.device()
        while true {
            let (changes, last) = try log.changes(after: state.sentUpTo, limit: batch)
            if changes.isEmpty { break }
            _ = try await send(SyncBatch(device: device, changes: changes))
            report.sent += changes.count
            state.sentUpTo = last
            try log.note(state, for: peer)
        }
        while true {
            let pulled = try await take(after: state.receivedUpTo, limit: batch, device: device)
            if pulled.changes.isEmpty { break }
            report.received += pulled.changes.count
            report.applied += try log.apply(SyncBatch(device: device, changes: pulled.changes), fromHub: peer, upTo: pulled.last)
            state = try log.peer(peer)
        }
        state.lastContact = Date()
        try log.note(state, for: peer)
        return report
    }

    func send(_ batch: SyncBatch) async throws -> Data {
        var request = URLRequest(url: app.appendingPathComponent("sync/changes"))
        request.httpMethod = "POST"
        request.httpBody = try JSONEncoder().encode(batch)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        return try await answer(request)
    }

    func take(after sequence: Int64, limit: Int, device: SyncDevice) async throws -> SyncEndpointAnswer {
        var components = URLComponents(url: app.appendingPathComponent("sync/changes"), resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "after", value: String(sequence)), URLQueryItem(name: "limit", value: String(limit)),
                                 URLQueryItem(name: "device", value: device.rawValue)]
        let data = try await answer(URLRequest(url: components.url!))
        do {
            return try JSONDecoder().decode(SyncEndpointAnswer.self, from: data)
        } catch {
            throw Failure(message: "\(app.absoluteString) answered with something that is not changes. Is it a HabitSuite server's app address?")
        }
    }

    func answer(_ base: URLRequest) async throws -> Data {
        var request = base
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        // NB: percent-encoded, as a header carries ASCII only ("Sam’s iPhone").
        request.setValue(deviceName.addingPercentEncoding(withAllowedCharacters: Self.nameCharacters) ?? "", forHTTPHeaderField: "HabitSuite-Device-Name")
        let (data, response): (Data, URLResponse)
        do {
            (data, response) = try await session.data(for: request)
        } catch {
            throw Failure(message: "Could not reach \(app.absoluteString): \(error.localizedDescription). Nothing was lost; sync again when it can be reached.")
        }
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        switch status {
        case 200..<300: return data
        case 401, 403: throw Failure(message: "\(app.absoluteString) did not accept the token (\(status)). Make a new one in the server's Settings → Sign-in and tokens.")
        default:
            let text = String(decoding: data.prefix(400), as: UTF8.self)
            throw Failure(message: "\(app.absoluteString) refused the sync (\(status)): \(Self.plain(text))")
        }
    }

    /// What a device's name keeps as it is in its header; the rest is percent-encoded.
    static let nameCharacters = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(0x7F)))
        .union(CharacterSet(charactersIn: " -_."))

    /// An error page's words without its markup.
    static func plain(_ text: String) -> String {
        var plain = ""
        var inTag = false
        for character in text {
            if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag { plain.append(character) }
        }
        return plain.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}

/// The hub's answer to a pull (`SyncEndpoint.Pulled` on the server).
struct SyncEndpointAnswer: Decodable {
    let changes: [SyncChange]
    let last: Int64
}
