import AsyncHTTPClient
import DayKit
import DayKitDatabase
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import SyncCore

/// A device's side of sync with a hub (issue 37): sends the changes the hub has not taken, in
/// batches, then takes the hub's changes after the last it applied, until nothing is left. Where
/// it stands is noted after every batch, so a sync cut off resumes where it stopped, and nothing is
/// half-applied (each batch is one transaction on either side).
///
/// NB: over AsyncHTTPClient, on the event loops the server already runs, not URLSession:
/// FoundationNetworking maps libcurl and its ~20 libraries into every process that links it,
/// 4.5 MB of the server's memory at rest (issue 40, item 5).
public struct SyncClient: Sendable {
    /// The app's address on the hub (`https://example.org/habits`).
    public let app: URL
    /// The device's token (`Authorization: Bearer …`).
    public let token: String
    public let http: HTTPClient

    /// What the device calls itself on the hub's Settings (this machine's name by default).
    public let deviceName: String

    public init(app: URL, token: String, deviceName: String = ProcessInfo.processInfo.hostName, http: HTTPClient = SyncClient.http) {
        self.app = app
        self.token = token
        self.deviceName = deviceName
        self.http = http
    }

    /// The HTTP client syncs share, on NIO's shared event loops. A hub that refuses the connection is
    /// said at once, not tried again until the request's patience runs out (AsyncHTTPClient's
    /// default: a sync with a stopped hub took 60 s to say so); one that does not answer, within 10 s.
    public static let http: HTTPClient = {
        var configuration = HTTPClient.Configuration()
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.timeout.connect = .seconds(10)
        return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }()

    /// The most an answer may hold: a batch of `SyncBatch.limit` changes is a few megabytes.
    static let largestAnswer = 64 * 1024 * 1024
    /// How long a request may take before the hub counts as unreachable.
    static let patience = TimeAmount.seconds(60)

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
        var request = HTTPClientRequest(url: app.appendingPathComponent("sync/changes").absoluteString)
        request.method = .POST
        request.body = .bytes(ByteBuffer(bytes: try JSONEncoder().encode(batch)))
        request.headers.add(name: "Content-Type", value: "application/json")
        return try await answer(request)
    }

    func take(after sequence: Int64, limit: Int, device: SyncDevice) async throws -> SyncEndpointAnswer {
        var components = URLComponents(url: app.appendingPathComponent("sync/changes"), resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "after", value: String(sequence)), URLQueryItem(name: "limit", value: String(limit)),
                                 URLQueryItem(name: "device", value: device.rawValue)]
        let data = try await answer(HTTPClientRequest(url: components.url!.absoluteString))
        do {
            return try JSONDecoder().decode(SyncEndpointAnswer.self, from: data)
        } catch {
            throw Failure(message: "\(app.absoluteString) answered with something that is not changes. Is it a HabitSuite server's app address?")
        }
    }

    func answer(_ base: HTTPClientRequest) async throws -> Data {
        var request = base
        request.headers.add(name: "Authorization", value: "Bearer \(token)")
        request.headers.add(name: "Accept", value: "application/json")
        // NB: percent-encoded, as a header carries ASCII only ("Sam’s iPhone").
        request.headers.add(name: "HabitSuite-Device-Name", value: deviceName.addingPercentEncoding(withAllowedCharacters: Self.nameCharacters) ?? "")
        let status: Int
        let data: Data
        do {
            let response = try await http.execute(request, timeout: Self.patience)
            status = Int(response.status.code)
            data = Data(try await response.body.collect(upTo: Self.largestAnswer).readableBytesView)
        } catch {
            throw Failure(message: "Could not reach \(app.absoluteString): \(Self.reason(error)). Nothing was lost; sync again when it can be reached.")
        }
        switch status {
        case 200..<300: return data
        case 401, 403: throw Failure(message: "\(app.absoluteString) did not accept the token (\(status)). Make a new one in the server's Settings → Sign-in and tokens.")
        default:
            let text = String(decoding: data.prefix(400), as: UTF8.self)
            throw Failure(message: "\(app.absoluteString) refused the sync (\(status)): \(Self.plain(text))")
        }
    }

    /// Why a request failed, in words.
    static func reason(_ error: any Error) -> String {
        switch error {
        case let error as HTTPClientError where error == .deadlineExceeded || error == .connectTimeout || error == .readTimeout:
            "it did not answer within \(patience.nanoseconds / 1_000_000_000) seconds"
        case let error as HTTPClientError where error == .remoteConnectionClosed:
            "it closed the connection"
        case let error as IOError where error.errnoCode == ECONNREFUSED:
            "nothing is listening there (the connection was refused)"
        case let error as IOError:
            "the connection failed (\(String(cString: strerror(error.errnoCode))))"
        case let error as NIOConnectionError where error.connectionErrors.isEmpty:
            "its name could not be found (\(error.host))"
        case is NIOConnectionError:
            "nothing answered at that address"
        case let error as NIOSSLError:
            "its secure connection failed (\(error))"
        default:
            "\(error)"
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
