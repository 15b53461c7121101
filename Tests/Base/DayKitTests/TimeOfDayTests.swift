import DayKit
import Foundation
import Testing

@Suite struct TimeOfDayTests {
    @Test(arguments: [
        ("07:00", 420), ("7:00", 420), ("00:00", 0), ("23:55", 1435), ("12:00 AM", 0), ("12:05 am", 5),
        ("12:00 PM", 720), ("7:30 PM", 1170), ("11:55PM", 1435),
    ])
    func parses(text: String, minutes: Int) {
        #expect(TimeOfDay(text)?.minutes == minutes)
    }

    @Test(arguments: [("07:03", 423), ("23:59", 1439), ("12:01 AM", 1)])
    func parsesAnyMinute(text: String, minutes: Int) {
        #expect(TimeOfDay(text)?.minutes == minutes)
        #expect(TimeOfDay(minutes: minutes)?.description == (text.hasSuffix("AM") ? "00:01" : text))
    }

    @Test(arguments: ["24:00", "23:60", "7", "07:0", "13:00 PM", "0:00 AM", "-1:00", "ab:cd", "", "07:00:00"])
    func rejectsMalformed(text: String) {
        #expect(TimeOfDay(text) == nil)
    }

    @Test(arguments: [(0, "00:00", "12:00 AM"), (420, "07:00", "7:00 AM"), (725, "12:05", "12:05 PM"), (1435, "23:55", "11:55 PM")])
    func formatsInBothStyles(minutes: Int, twentyFour: String, twelve: String) {
        let time = TimeOfDay(minutes: minutes)!
        #expect(time.formatted(.twentyFourHour) == twentyFour)
        #expect(time.formatted(.twelveHour) == twelve)
    }

    @Test func aTimeIsInsideTheDay() {
        #expect(TimeOfDay(minutes: 3)?.minute == 3)
        #expect(TimeOfDay(minutes: 1440) == nil)
        #expect(TimeOfDay(minutes: -1) == nil)
        #expect(TimeOfDay(hour: 7, minute: 60) == nil)
    }
}
