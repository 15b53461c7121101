import DayKit
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Testing
import TestSupport
import UltimateCore
import UltimateTestSupport
@testable import UltimateWeb
import WebApp
import WebSupport

/// Ultimate behind the suite's full router (home screen, security, error pages).
struct WebHarness: Sendable {
    let harness: UltimateHarness
    var app: Ultimate { harness.app }

    init(now: String = "2026-11-22T08:00:00-05:00") throws {
        harness = try UltimateHarness(now: now)
    }

    func test(_ body: @Sendable (WebClient) async throws -> Void) async throws {
        let web = try UltimateWebApp(app: harness.app, cache: PageCache())
        let router = try buildRouter(host: "127.0.0.1", apps: [web], logger: Logger(label: "test"))
        try await Application(router: router).test(.router) { client in try await body(WebClient(client: client)) }
    }

    /// The one-time token of the create form on `page`.
    static func token(_ page: String) throws -> String {
        let start = try #require(page.range(of: "name=\"form-token\" value=\"")).upperBound
        return String(page[start...].prefix(32))
    }
}

/// What the server answered, by name.
struct Answer: Sendable {
    let status: HTTPResponse.Status
    /// Where a redirect leads.
    let location: String?
    let body: String

    init(_ answer: (HTTPResponse.Status, String?, String)) {
        (status, location, body) = answer
    }
}

/// The test client, answering with named values.
struct WebClient: Sendable {
    let client: any TestClientProtocol

    /// GET `uri`.
    func get(_ uri: String, headers: HTTPFields = [:]) async throws -> Answer {
        Answer(try await client.get(uri, headers: headers))
    }

    /// POST a form from this site (Origin http://localhost, unless told otherwise).
    func post(_ uri: String, _ form: String = "", origin: String? = "http://localhost", headers: HTTPFields = [:]) async throws -> Answer {
        Answer(try await client.post(uri, form, origin: origin, headers: headers))
    }

    /// POST a form body exactly as `bytes`, from this site.
    func post(_ uri: String, bytes: [UInt8], origin: String? = "http://localhost", headers: HTTPFields = [:]) async throws -> Answer {
        Answer(try await client.post(uri, bytes: bytes, origin: origin, headers: headers))
    }

    /// Any request, its response handed to `testCallback` as it is.
    func execute<Return>(uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: ByteBuffer? = nil,
                         testCallback: @escaping (TestResponse) async throws -> Return) async throws -> Return {
        try await client.execute(uri: uri, method: method, headers: headers, body: body, testCallback: testCallback)
    }

    /// POST `file` as the `field` of a multipart form from this site, with text `fields` before it.
    func upload(_ uri: String, field: String, file: Data, name: String, fields: [String: String] = [:]) async throws -> Answer {
        let boundary = "test-boundary-7d1f"
        var body = Data()
        for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
            body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(key)\"\r\n\r\n\(value)\r\n".utf8)
        }
        body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(field)\"; filename=\"\(name)\"\r\nContent-Type: image/jpeg\r\n\r\n".utf8)
        body += file
        body += Data("\r\n--\(boundary)--\r\n".utf8)
        return try await execute(uri: uri, method: .post, headers: [.contentType: "multipart/form-data; boundary=\(boundary)", .origin: "http://localhost"],
                                 body: ByteBuffer(bytes: body)) { Answer(($0.status, $0.headers[.location], String(buffer: $0.body))) }
    }
}
