import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting

/// What the server answered, by name.
public struct Answer: Sendable {
    public let status: HTTPResponse.Status
    /// Where a redirect leads.
    public let location: String?
    public let body: String

    public init(status: HTTPResponse.Status, location: String?, body: String) {
        self.status = status
        self.location = location
        self.body = body
    }

    init(_ response: TestResponse) {
        self.init(status: response.status, location: response.headers[.location], body: String(buffer: response.body))
    }
}

/// A test client of a web app, answering with named values: what a browser sends (forms from this
/// site, uploads) and what it sees.
public struct WebClient: Sendable {
    public let client: any TestClientProtocol

    public init(_ client: any TestClientProtocol) {
        self.client = client
    }

    /// GET `uri`.
    public func get(_ uri: String, headers: HTTPFields = [:]) async throws -> Answer {
        try await client.execute(uri: uri, method: .get, headers: headers) { Answer($0) }
    }

    /// POST a form from this site (Origin http://localhost, unless told otherwise); `headers` may
    /// name another content type.
    public func post(_ uri: String, _ form: String = "", origin: String? = "http://localhost", headers: HTTPFields = [:]) async throws -> Answer {
        try await post(uri, bytes: Array(form.utf8), origin: origin, headers: headers)
    }

    /// POST a form body exactly as `bytes` (which need not be UTF-8), from this site.
    public func post(_ uri: String, bytes: [UInt8], origin: String? = "http://localhost", headers: HTTPFields = [:]) async throws -> Answer {
        var fields = headers
        if fields[.contentType] == nil { fields[.contentType] = "application/x-www-form-urlencoded" }
        if let origin { fields[.origin] = origin }
        return try await client.execute(uri: uri, method: .post, headers: fields, body: ByteBuffer(bytes: bytes)) { Answer($0) }
    }

    /// POST `file` as field `field` of a multipart form from this site, with text `fields` before it.
    public func upload(_ uri: String, field: String, file: Data, name: String, type: String = "application/octet-stream",
                       fields: [String: String] = [:]) async throws -> Answer {
        let boundary = "test-boundary-7d1f"
        var body = Data()
        for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
            body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(key)\"\r\n\r\n\(value)\r\n".utf8)
        }
        body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(field)\"; filename=\"\(name)\"\r\nContent-Type: \(type)\r\n\r\n".utf8)
        body += file
        body += Data("\r\n--\(boundary)--\r\n".utf8)
        return try await client.execute(uri: uri, method: .post,
                                        headers: [.contentType: "multipart/form-data; boundary=\(boundary)", .origin: "http://localhost"],
                                        body: ByteBuffer(bytes: body)) { Answer($0) }
    }

    /// Any request, its response handed to `testCallback` as it is.
    public func execute<Return>(uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: ByteBuffer? = nil,
                                testCallback: @escaping (TestResponse) async throws -> Return) async throws -> Return {
        try await client.execute(uri: uri, method: method, headers: headers, body: body, testCallback: testCallback)
    }

    /// What a browser shows after `answer`: the page a redirect (303) leads to, fetched with GET
    /// (its fragment stays in the browser); any other answer as it is.
    public func following(_ answer: Answer) async throws -> Answer {
        guard answer.status == .seeOther, let location = answer.location else { return answer }
        return try await get(String(location.prefix { $0 != "#" }))
    }
}
