import MyHabitLabCore
import Testing

/// Issue 35, defect 9: the iPhone showed and spoke a day's state by its raw name ("notDue",
/// "beforeStart"). Every renderer says the Core's words.
@Suite struct DayStateTests {
    @Test(arguments: [DayState.done, .missed, .skipped, .notDue, .pending, .future, .beforeStart])
    func everyStateIsSaidInWordsNotByItsName(_ state: DayState) {
        #expect(!state.words.isEmpty)
        #expect(state.words == state.words.lowercased(), "\(state.words) is a name, not words")
    }

    @Test func theWordsAreThoseThePagesSay() {
        #expect(DayState.notDue.words == "not due")
        #expect(DayState.beforeStart.words == "before the habit started")
        #expect(DayState.pending.words == "not done yet")
    }
}
