import DayKit
import Foundation
import Testing

/// One way for every app's models to say a failure (issue 34, item 4): a refusal's own words, or
/// that something went wrong; a refused action gives nil and changes nothing else.
@Suite struct RefusalTests {
    struct NotANumber: Refusal {
        let message: String
    }

    struct Unforeseen: Error {}

    @Test func aRefusalSaysItsOwnWordsAndAnyOtherErrorThatSomethingWentWrong() {
        #expect(refusalText(NotANumber(message: "“lots” is not a number.")) == "“lots” is not a number.")
        #expect(refusalText(Unforeseen()).hasPrefix("Something went wrong: "))
    }

    @Test func anAttemptGivesItsValueOrLeavesTheRefusalsWords() {
        var message: String?
        #expect(attempt({ 2 + 2 }, refusal: &message) == 4 && message == nil)
        let refused: Int? = attempt({ throw NotANumber(message: "No.") }, refusal: &message)
        #expect(refused == nil && message == "No.")
    }
}
