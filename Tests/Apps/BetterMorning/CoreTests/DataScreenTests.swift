@testable import BetterMorningCore
import TestSupport
import BetterMorningTestSupport
import DayKit
import Foundation
import Testing

@Suite struct DataScreenTests {
    @Test func theActiveCardIsPinnedFirstEvenWithoutData() throws {
        let h = try Harness()
        try h.app.choose(celebrityID: "charles-darwin")
        h.clock.set("2026-11-23T09:00:00-05:00")
        try h.app.check(taskNumber: 1)
        try h.app.choose(celebrityID: "maya-angelou")
        try h.app.choose(celebrityID: "tim-cook")
        let cards = try h.app.dataScreen().cards
        #expect(cards.map(\.routine.name) == ["Tim Cook", "Maya Angelou", "Charles Darwin"])
        #expect(cards.map(\.isActive) == [true, false, false])
        #expect(try cards[0].week.days.allSatisfy { $0.count == nil })
    }

    @Test func barsShowCountsAndNoBarForZeroBeforeTheStartAndTheFuture() throws {
        // Chosen Tuesday the 17th in en_US (week Sun 15 … Sat 21); running from Wednesday.
        let h = try Harness(now: "2026-11-17T08:00:00-05:00")
        try h.app.choose(celebrityID: "charles-darwin")
        h.clock.set("2026-11-18T08:00:00-05:00")
        try h.app.check(taskNumber: 1)
        try h.app.check(taskNumber: 2)
        h.clock.set("2026-11-19T08:00:00-05:00")  // nothing checked on the 19th
        h.clock.set("2026-11-20T08:00:00-05:00")
        try h.app.check(taskNumber: 4)  // today, live
        let week = try h.app.dataScreen().cards[0].week
        #expect(week.title == "This week")
        #expect(week.dates == RegionFormat.current.text(from: week.days[0].date, to: week.days[6].date))  // issue 39, item 15
        #expect(week.days.map(\.date) == (15...21).map { day("2026-11-\($0)") })
        #expect(week.days.map(\.weekday) == ["S", "M", "T", "W", "T", "F", "S"])
        #expect(week.days.map(\.count) == [nil, nil, nil, 2, nil, 1, nil])
        #expect(week.scale == 6)
        #expect(week.earliestOffset == 0 && !week.hasEarlier && !week.hasLater)
    }

    @Test(arguments: [("en_US", "2026-11-22"), ("de_DE", "2026-11-16"), ("ar_EG", "2026-11-21")])
    func weeksFollowTheLocale(locale: String, start: String) throws {
        let h = try Harness(locale: locale)
        try h.app.choose(celebrityID: "tim-cook")
        #expect(try h.app.dataScreen().cards[0].week.days.first?.date == day(start))
        #expect(try h.app.weekChart(routine: h.app.routineID("tim-cook"), offset: 0).days.first?.date == day(start))
    }

    @Test func weeksGoBackToTheFirstWeekAndNoFurther() throws {
        let h = try Harness(now: "2026-11-03T08:00:00-05:00")
        try h.app.choose(celebrityID: "tim-cook")
        h.clock.set("2026-11-04T08:00:00-05:00")
        try h.app.check(taskNumber: 1)
        h.clock.set("2026-11-22T08:00:00-05:00")
        let id = try h.routine("tim-cook").id
        let earliest = try h.app.weekChart(routine: h.app.routineID("tim-cook"), offset: -3)
        #expect(earliest.days.first?.date == day("2026-11-01"))
        #expect(earliest.days.map(\.count)[3] == 1)
        #expect(earliest.title == "Nov 1 – 7")
        #expect(!earliest.hasEarlier && earliest.hasLater)
        #expect(throws: BetterMorningError.weekOutOfRange(-4, earliest: -3)) { try h.app.weekChart(routine: h.app.routineID("tim-cook"), offset: -4) }
        #expect(throws: BetterMorningError.weekOutOfRange(1, earliest: -3)) { try h.app.weekChart(routine: h.app.routineID("tim-cook"), offset: 1) }
        // The Data screen clamps an offset it is given.
        #expect(try h.app.dataScreen(weekOffsets: [id: -9]).cards[0].week.offset == -3)
        #expect(try h.app.weekChart(routine: h.app.routineID("tim-cook"), offset: -1).title == "Last week")
    }

    @Test func restartingMidWeekShowsNoBarsForTheWeeksEarlierDaysButKeepsHistory() throws {
        let h = try Harness(now: "2026-11-01T08:00:00-05:00")
        try h.app.choose(celebrityID: "tim-cook")
        h.clock.set("2026-11-02T08:00:00-05:00")
        try h.app.check(taskNumber: 1)
        try h.app.choose(celebrityID: "maya-angelou")
        h.clock.set("2026-11-18T08:00:00-05:00")  // a Wednesday
        try h.app.restart(h.app.routineID("tim-cook"))
        let cook = try h.app.dataScreen().cards[0]
        #expect(cook.routine.name == "Tim Cook" && cook.isActive)
        #expect(try cook.week.days.allSatisfy { $0.count == nil })
        #expect(cook.week.earliestOffset == -2)
        #expect(try h.app.weekChart(routine: h.app.routineID("tim-cook"), offset: -2).days.map(\.count)[1] == 1)
    }

    @Test func theCatalogHasTwentyOrMorePeopleWithValidRoutines() {
        let catalog = CelebrityCatalog.shipped
        #expect(catalog.celebrities.count >= 20)
        #expect(Set(catalog.celebrities.map(\.id)).count == catalog.celebrities.count)
        for person in catalog.celebrities {
            #expect((3...12).contains(person.tasks.count), "\(person.id)")
            #expect(person.tasks.map(\.time) == person.tasks.map(\.time).sorted(), "\(person.id)")
            #expect(try person.tasks.allSatisfy { !$0.title.isEmpty && $0.title.count <= 70 })
            #expect(!person.bio.isEmpty && !person.source.isEmpty)
        }
    }
}
