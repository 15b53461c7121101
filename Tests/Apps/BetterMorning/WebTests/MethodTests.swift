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

    @Test func aMethodAnAddressDoesNotTakeIs405WithWhatItTakes() async throws {
        let h = try WebHarness()
        try await h.test { client async throws in
            // A page is not a form to send; an action is not a page to open.
            var answer = try await client.post("/better-morning/explore")
            #expect(answer.status == .methodNotAllowed && answer.body.contains("a page to open"))
            try await client.execute(uri: "/better-morning/explore", method: .post, headers: [.origin: "http://localhost"]) { response in
                #expect(response.headers[.allow] == "GET, HEAD")
            }
            try await client.execute(uri: "/better-morning/routine/tasks/1/toggle", method: .get) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "POST")
            }
            try await client.execute(uri: "/better-morning/celebrities/tim-cook/choose", method: .get) { response in
                #expect(response.status != .methodNotAllowed)  // it has a page: the confirmation
            }
            // An address that does not exist is still 404, whatever the method; so is a thing that does not exist.
            answer = try await client.post("/better-morning/nowhere")
            #expect(answer.status == .notFound)
            #expect(try await client.get("/better-morning/nowhere").status == .notFound)
            #expect(try await client.post("/better-morning/celebrities/nobody/choose").status == .notFound)
        }
        #expect(try h.app.routineList().isEmpty)
    }
}
