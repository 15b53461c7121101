import DayKit
import Foundation
import Testing
import TestSupport
import UltimateAppModel
import UltimateCore

/// Progress through its model: the periods, one challenge or all, the chart's plain series, the
/// trend, and refused choices.
@MainActor @Suite struct ProgressModelTests {
    @Test func eachPeriodGivesTheCoresFiguresAndAChartSeries() async throws {
        let m = try Models()
        try m.app.database.seed(days: 60, endingOn: m.app.today)
        let progress = m.screens.progress
        progress.show(period: .week)
        await eventually { progress.analytics != nil }
        for period in AnalyticsPeriod.allCases {
            progress.show(period: period)
            let expected = try m.app.analytics(period: period)
            #expect(progress.analytics == expected && progress.period == period)
            #expect(progress.series.map(\.day) == expected.series.map(\.date))
            #expect(progress.series.map(\.completed) == expected.series.map(\.completed))
            #expect(progress.series.allSatisfy { $0.isRest ? $0.share == 0 : $0.share == Double($0.completed) / Double($0.due) })
            #expect(progress.series.allSatisfy { $0.date == $0.day.start(in: m.app.calendar) })
            #expect(progress.taskRates.map(\.id) == expected.tasks.map(\.id))
        }
        progress.show(period: .month)
        let month = try m.app.analytics(period: .month)
        #expect(progress.analytics?.completionTrend == month.completionTrend)
        #expect(progress.canShowPrevious && !progress.canShowNext)
        progress.showPrevious()
        let before = try m.app.analytics(period: .month, offset: -1)
        #expect(progress.offset == -1 && progress.analytics == before)
        progress.showNext()
        #expect(progress.offset == 0)
    }

    @Test func oneChallengeIsShownAndARefusedChoiceKeepsTheOneShown() async throws {
        let m = try Models()
        let habits = try m.harness.challenge("Habits", days: 30, rule: .lenient, tasks: ["Meditate", "Journal"])
        let progress = m.screens.progress
        progress.show(period: .day, challenge: habits.id)
        #expect(progress.challengeID == habits.id && progress.taskRates.map(\.label) == ["Meditate", "Journal"])
        progress.show(period: .all, offset: -1)
        #expect(progress.message?.contains("everything so far") == true && progress.period == .day && progress.challengeID == habits.id)

        try m.otherConnection().complete(habits.id.uuidString, "Meditate")
        await eventually { progress.series.last?.completed == 1 }
        #expect(progress.series.last?.share == 0.5)
    }
}
