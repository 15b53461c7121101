import DayKit
import Testing

/// DayKit's readers of what a person types: one value or one refusal, worded once for every surface.
@Suite struct TypedTextTests {
    @Test func numbersTakeAPointOrACommaAndRefuseWordsInOneSentence() throws {
        #expect(try TypedText.number(" 2,5 ") == 2.5)
        #expect(try TypedText.number("-1.25") == -1.25)
        #expect(throws: TypedText.Refusal("“lots” is not a number.")) { try TypedText.number("lots") }
        #expect(throws: TypedText.Refusal("“inf” is not a number.")) { try TypedText.number("inf") }
        #expect(try TypedText.whole(" 30 ", "an age in years") == 30)
        #expect(throws: TypedText.Refusal("“2.5” is not an age in years.")) { try TypedText.whole("2.5", "an age in years") }
    }

    @Test func daysAndTimesSayWhatTheyShouldLookLike() throws {
        #expect(try TypedText.day("2026-11-28") == CalendarDay(year: 2026, month: 11, day: 28))
        #expect(throws: TypedText.Refusal("“2026-02-30” is not a date like 2026-11-22.")) { try TypedText.day("2026-02-30") }
        #expect(try TypedText.time("7:05 pm") == TimeOfDay(hour: 19, minute: 5))
        #expect(throws: TypedText.Refusal("“25:00” is not a time like 07:30.")) { try TypedText.time("25:00") }
        #expect(throws: TypedText.Refusal("“late” is not a time like 22:00.")) { try TypedText.time("late", like: "22:00") }
    }

    @Test func weekdaysAndListsAreCommaSeparated() throws {
        #expect(try TypedText.weekdays("Mon, wednesday ,FRI") == [2, 4, 6])
        #expect(throws: TypedText.Refusal("“mon,funday” is not a list of weekdays like mon,wed,fri.")) { try TypedText.weekdays("mon,funday") }
        #expect(throws: TypedText.Refusal("“” is not a list of weekdays like mon,wed,fri.")) { try TypedText.weekdays("") }
        #expect(TypedText.list(" a, b,,c ,") == ["a", "b", "c"])
        #expect(TypedText.list(" , ").isEmpty)
    }

    @Test func aRefusalSaysItsOwnWords() {
        #expect(refusalText(TypedText.Refusal("“x” is not a number.")) == "“x” is not a number.")
    }
}
