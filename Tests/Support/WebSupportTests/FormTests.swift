import DayKit
import Testing
import WebSupport

/// The typed values every app reads from its forms, and where an action may return to.
@Suite struct FormTests {
    @Test func numbersTakeAPointOrACommaAndRefuseTheRest() throws {
        #expect(try Form.number(" 2,5 ") == 2.5 && Form.number("10") == 10)
        for text in ["lots", "", "inf", "nan", "1e999"] {
            #expect(throws: WebError.self) { try Form.number(text) }
        }
    }

    @Test func daysAreOptionalButNeverWrong() throws {
        #expect(try Form("day=2026-11-22&start=").day() == CalendarDay(year: 2026, month: 11, day: 22))
        #expect(try Form("start=").day("start") == nil && Form("").day() == nil)
        let error = #expect(throws: WebError.self) { try Form("day=someday").day() }
        #expect(error?.message == "“someday” is not a date like 2026-11-22.")
    }

    @Test func anActionReturnsOnlyToAPageOfItsOwnApp() throws {
        let fallback = "/app/today"
        #expect(try Form("from=%2Fapp%2Fhabits%2F1").returnPath(under: "/app", otherwise: fallback) == "/app/habits/1")
        for from in ["https://evil.example/app/x", "//evil.example", "/other/page", "/app", "/app/%5Cevil", "/app//evil.example"] {
            let form = try Form("from=" + from)
            #expect(form.returnPath(under: "/app", otherwise: fallback) == fallback, "\(from)")
        }
        #expect(try Form("").returnPath(under: "/app", otherwise: fallback) == fallback)
    }
}
