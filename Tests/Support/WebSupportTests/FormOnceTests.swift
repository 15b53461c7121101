import HTTPTypes
import Hummingbird
import Testing
import WebSupport

/// A form submitted twice creates one thing; what an action did survives its redirect; a refused
/// value is shown beside its field.
@Suite struct FormTokensTests {
    final class Counter: @unchecked Sendable { var creations = 0 }

    @Test func aTokenCreatesOnceAndThenLeadsWhereItsFirstUseLed() throws {
        let tokens = FormTokens()
        let counter = Counter()
        let token = FormTokens.fresh()
        let create = { () -> Response in
            counter.creations += 1
            return .seeOther("/app/things/\(counter.creations)")
        }
        let first = try tokens.once(token, create)
        let again = try tokens.once(token, create)
        #expect(counter.creations == 1)
        #expect(first.headers[.location] == "/app/things/1" && again.status == .seeOther && again.headers[.location] == "/app/things/1")
        // Another page's form has its own token.
        #expect(try tokens.once(FormTokens.fresh(), create).headers[.location] == "/app/things/2")
    }

    @Test func aFormSentBackWithAProblemLeavesItsTokenUnused() throws {
        let tokens = FormTokens()
        let token = FormTokens.fresh()
        #expect(try tokens.once(token) { .html("<p>Give it a name.</p>", status: .badRequest) }.status == .badRequest)
        #expect(throws: WebError.self) { try tokens.once(token) { throw WebError.badRequest("No.") } }
        #expect(try tokens.once(token) { .seeOther("/app/made") }.headers[.location] == "/app/made")
        #expect(try tokens.once(token) { Issue.record("created twice"); return .seeOther("/app/again") }.headers[.location] == "/app/made")
    }

    @Test func withoutAWellFormedTokenEveryPostCreates() throws {
        let tokens = FormTokens()
        let counter = Counter()
        for token in [nil, "", "not-a-token", String(repeating: "A", count: 32), String(repeating: "g", count: 32)] {
            for _ in 0..<2 { _ = try tokens.once(token) { counter.creations += 1; return .seeOther("/app") } }
        }
        #expect(counter.creations == 10)
        let fresh = FormTokens.fresh()
        #expect(FormTokens.token(fresh) == fresh && fresh.count == 32 && fresh != FormTokens.fresh())
        #expect(FormTokens.field(fresh).rendered == "<input type=\"hidden\" name=\"form-token\" value=\"\(fresh)\">")
        #expect(try FormTokens.token(in: Form("form-token=\(fresh)&name=x")) == fresh)
    }

    @Test func theOldestTokensAreForgottenBeyondTheCapacity() throws {
        let tokens = FormTokens(capacity: 2)
        let counter = Counter()
        let kept = (0..<3).map { _ in FormTokens.fresh() }
        for token in kept + kept { _ = try tokens.once(token) { counter.creations += 1; return .seeOther("/app") } }
        // The first was forgotten when the third was used, and used again; that pushed out the second, and so on.
        #expect(counter.creations == 6)
        let last = FormTokens.fresh()
        _ = try tokens.once(last) { counter.creations += 1; return .seeOther("/app") }
        _ = try tokens.once(last) { counter.creations += 1; return .seeOther("/app") }
        #expect(counter.creations == 7)
    }

    @Test func aFormPageMayBeKeptForBackButNeverShared() {
        #expect(Response.formPage("<form></form>").headers[.cacheControl] == "private, no-cache")
        #expect(Response.html("<p></p>").headers[.cacheControl] == "no-store")
    }
}

@Suite struct KeptResultsTests {
    @Test func aResultIsShownUnderItsIdWhileItLives() async throws {
        let results = KeptResults<String>()
        let id = results.keep("1 habit added")
        #expect(results.value(id) == "1 habit added" && results.value(id) == "1 habit added")  // a reload shows it again
        #expect(results.value(nil) == nil && results.value("unknown") == nil && id.count == 32)
        let brief = KeptResults<String>(lifetime: .milliseconds(1))
        let gone = brief.keep("gone")
        try await Task.sleep(for: .milliseconds(20))
        #expect(brief.value(gone) == nil)
    }

    @Test func theOldestGoBeyondTheCapacity() {
        let results = KeptResults<Int>(capacity: 2)
        let ids = (1...3).map { results.keep($0) }
        #expect(ids.map { results.value($0) } == [nil, 2, 3])
    }
}

@Suite struct FieldProblemTests {
    @Test func theProblemMarksItsFieldAndNoOther() {
        let problem = FieldProblem(field: "value-1", message: "“lots” is not a number.", typed: "lots")
        #expect(problem.message(for: "value-1").rendered == "<p class=\"field-error\" id=\"value-1-error\" role=\"alert\">“lots” is not a number.</p>")
        #expect(problem.attributes(for: "value-1").rendered == " aria-invalid=\"true\" aria-describedby=\"value-1-error\" autofocus")
        #expect(problem.typed(in: "value-1") == "lots")
        #expect(problem.message(for: "value-2") == .empty && problem.attributes(for: "value-2") == .empty && problem.typed(in: "value-2") == nil)
        // What was typed is text.
        let hostile = FieldProblem(field: "x", message: "<b>", typed: "\"><script>")
        #expect(hostile.message(for: "x").rendered.contains("&lt;b&gt;"))
    }

    struct Refusal: UserFacingError {
        let message: String
        let isNotFound: Bool
    }

    @Test func onlyThePersonsMistakesBecomeProblems() {
        #expect(FieldProblem(WebError.badRequest("“x” is not a number."), field: "f", typed: "x")?.message == "“x” is not a number.")
        #expect(FieldProblem(Refusal(message: "Too long.", isNotFound: false), field: "f", typed: "x")?.message == "Too long.")
        #expect(FieldProblem(Refusal(message: "No such habit.", isNotFound: true), field: "f", typed: "x") == nil)
        #expect(FieldProblem(WebError.notFound(), field: "f", typed: "x") == nil)
        #expect(FieldProblem(WebError.contentTooLarge("Too large."), field: "f", typed: "x") == nil)
        #expect(FieldProblem(CancellationError(), field: "f", typed: "x") == nil)
        let own = FieldProblem(field: "days", message: "1 to 365.", typed: "0")
        #expect(FieldProblem(own, field: "other", typed: "y") == own)
    }
}
