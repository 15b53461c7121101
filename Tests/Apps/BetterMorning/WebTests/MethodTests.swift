import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import TestSupport

/// Issue 11, defect 5: HEAD answers like GET without a body; other methods get 405.
@Suite struct MethodTests {
    @Test func headAnswersLikeGetWithoutABody() async throws {
        let h = try WebHarness()
        try await h.test { client async throws in
            for uri in ["/", "/better-morning/explore", "/better-morning/routine", "/better-morning/static/app.css"] {
                try await client.execute(uri: uri, method: .head) { response in
                    #expect(response.status == .ok, "\(uri)")
                    #expect(response.body.readableBytes == 0, "\(uri)")
                    #expect(response.headers[.contentType] != nil, "\(uri)")
                }
            }
        }
    }

    @Test(arguments: [HTTPRequest.Method.put, .delete, .patch, .options])
    func otherMethodsAre405WithAllow(method: HTTPRequest.Method) async throws {
        let h = try WebHarness()
        try await h.test { client async throws in
            try await client.execute(uri: "/better-morning/routine", method: method, headers: [.origin: "http://localhost"]) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "GET, HEAD, POST")
            }
        }
        #expect(try h.app.routineList().isEmpty)
    }
}
