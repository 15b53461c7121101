import HTTPTypes
import Hummingbird
import HummingbirdTesting

extension TestClientProtocol {
    /// GET `uri`; returns the status, the Location and the body.
    public func get(_ uri: String, headers: HTTPFields = [:]) async throws -> (HTTPResponse.Status, String?, String) {
        try await execute(uri: uri, method: .get, headers: headers) { ($0.status, $0.headers[.location], String(buffer: $0.body)) }
    }

    /// POST a form from this site (Origin http://localhost); `headers` may name another content type.
    public func post(_ uri: String, _ form: String = "", origin: String? = "http://localhost",
                     headers: HTTPFields = [:]) async throws -> (HTTPResponse.Status, String?, String) {
        try await post(uri, bytes: Array(form.utf8), origin: origin, headers: headers)
    }

    /// POST a form body exactly as `bytes` (which need not be UTF-8), from this site.
    public func post(_ uri: String, bytes: [UInt8], origin: String? = "http://localhost",
                     headers: HTTPFields = [:]) async throws -> (HTTPResponse.Status, String?, String) {
        var fields = headers
        if fields[.contentType] == nil { fields[.contentType] = "application/x-www-form-urlencoded" }
        if let origin { fields[.origin] = origin }
        return try await execute(uri: uri, method: .post, headers: fields, body: ByteBuffer(bytes: bytes)) {
            ($0.status, $0.headers[.location], String(buffer: $0.body))
        }
    }

    /// What a browser shows after `answer`: the page a redirect (303) leads to, fetched with GET
    /// (its fragment stays in the browser); any other answer as it is.
    public func following(_ answer: (HTTPResponse.Status, String?, String)) async throws -> (HTTPResponse.Status, String?, String) {
        guard answer.0 == .seeOther, let location = answer.1 else { return answer }
        return try await get(String(location.prefix { $0 != "#" }))
    }
}
