import Charts
import DayKit
import MyHabitLabAppModel
import MyHabitLabCore
import SwiftUI

/// A habit's page as a link or a sheet opens it: its model (and the live query that keeps it
/// current) is made when the page appears, not each time the view holding the link is drawn
/// (`NavigationLink`'s destination is built with its label, so one per card per redraw).
struct HabitDetailPage: View {
    let root: MyHabitLabModel
    let id: Habit.ID
    @State private var detail: HabitDetailModel?

    var body: some View {
        Group {
            if let detail { HabitDetailView(root: root, detail: detail) }
        }
        .onAppear {
            if detail == nil { detail = root.habitDetail(id) }
        }
    }
}

/// A habit's page: streaks, the year heatmap with month labels, the calendar editor (a tap on a
/// past day cycles nothing → done → skipped), strength over time and the totals by weekday and by
/// month (Swift Charts), and edit, archive, restore and delete.
struct HabitDetailView: View {
    let root: MyHabitLabModel
    let detail: HabitDetailModel
    @State private var form: Presented<HabitFormModel>?
    @State private var confirmsDelete = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Group {
            if let screen = detail.screen {
                content(screen)
            } else if detail.isDeleted {
                ContentUnavailableView("This habit was deleted", systemImage: "trash")
            }
        }
        .navigationTitle(detail.screen.map { $0.habit.symbol == nil ? "\($0.habit.icon) \($0.habit.name)" : $0.habit.name } ?? "")
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Edit") { form = Presented(model: root.editForm(detail.id)) }
            }
        }
        .sheet(item: $form) { form in HabitFormView(form: form.model) }
        .onChange(of: detail.isDeleted) { _, deleted in if deleted { dismiss() } }
        .confirmationDialog("Delete this habit and its whole history?", isPresented: $confirmsDelete, titleVisibility: .visible) {
            Button("Delete", role: .destructive) { Task { await detail.delete() } }
        } message: {
            Text("This cannot be undone. Archiving keeps the history.")
        }
        .alert("Not changed", isPresented: Binding(get: { detail.message != nil }, set: { if !$0 { detail.message = nil } })) {
            Button("OK") { detail.message = nil }
        } message: {
            Text(detail.message ?? "")
        }
    }

    private func content(_ screen: HabitScreen) -> some View {
        let color = Color(hex: screen.habit.colorHex)
        return List {
            Section {
                HStack {
                    StreakTile(title: "Current streak", text: screen.stats.streakUnit.counted(screen.stats.currentStreak))
                    StreakTile(title: "Best streak", text: screen.stats.streakUnit.counted(screen.stats.longestStreak))
                }
                LabeledContent("Strength", value: "\(Int((screen.stats.strength * 100).rounded())) %")
                LabeledContent("Schedule", value: screen.habit.scheduleText)
            }
            Section("Year \(String(screen.heatmap.year))") {
                HeatmapView(heatmap: screen.heatmap, color: color)
                HStack {
                    Button("Previous year") { detail.showYear(screen.heatmap.previousYear) }.disabled(screen.heatmap.previousYear == nil)
                    Spacer()
                    Button("Next year") { detail.showYear(screen.heatmap.nextYear) }.disabled(screen.heatmap.nextYear == nil)
                }
                .buttonStyle(.borderless)
            }
            Section("Calendar, \(screen.calendar.month)") {
                CalendarEditor(calendar: screen.calendar, color: color) { day in Task { await detail.cycle(day) } }
                HStack {
                    Button("Previous month") { detail.showMonth(screen.calendar.previousMonth) }.disabled(screen.calendar.previousMonth == nil)
                    Spacer()
                    Button("Next month") { detail.showMonth(screen.calendar.nextMonth) }.disabled(screen.calendar.nextMonth == nil)
                }
                .buttonStyle(.borderless)
            }
            Section("Strength") {
                Chart(Array(screen.scores.days.enumerated()), id: \.offset) { index, day in
                    LineMark(x: .value("Day", index), y: .value("Strength", day.score))
                        .foregroundStyle(color)
                }
                .chartYScale(domain: 0.0...1.0)
                .frame(height: 160)
                .accessibilityLabel("Strength now \(Int((screen.stats.strength * 100).rounded())) percent")
            }
            Section("By weekday") {
                Chart(screen.stats.weekdayTotals, id: \.weekday) { total in
                    BarMark(x: .value("Weekday", total.weekday), y: .value("Times", total.total)).foregroundStyle(color)
                }
                .frame(height: 140)
            }
            Section("By month") {
                Chart(screen.stats.monthTotals, id: \.month) { total in
                    BarMark(x: .value("Month", total.month), y: .value("Times", total.total)).foregroundStyle(color)
                }
                .frame(height: 140)
            }
            Section {
                if screen.habit.archived {
                    Button("Restore") { Task { await detail.restore() } }
                } else {
                    Button("Archive") { Task { await detail.archive() } }
                }
                Button("Delete…", role: .destructive) { confirmsDelete = true }
            }
        }
    }
}

/// A streak's title and count.
struct StreakTile: View {
    let title: String
    let text: String

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.caption).foregroundStyle(.secondary)
            Text(text).font(.title3.bold())
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .accessibilityElement(children: .combine)
    }
}

/// The year as a grid: a column a week, a row a weekday, the month's short name above the week
/// it starts in, each day's colour as strong as the Core's level (0–4).
struct HeatmapView: View {
    let heatmap: HeatmapScreen
    let color: Color

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(alignment: .top, spacing: 3) {
                ForEach(Array(heatmap.weeks.enumerated()), id: \.offset) { _, week in
                    VStack(spacing: 3) {
                        Text(monthLabel(week)).font(.caption2).frame(width: 12, height: 14, alignment: .leading)
                        ForEach(Array(week.enumerated()), id: \.offset) { _, day in
                            RoundedRectangle(cornerRadius: 2)
                                .fill(day.map { level($0) } ?? Color.clear)
                                .frame(width: 12, height: 12)
                        }
                    }
                }
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("\(heatmap.habit.name) in \(String(heatmap.year)): \(doneDays) days done")
    }

    private var doneDays: Int {
        heatmap.weeks.joined().compactMap { $0 }.filter { $0.state == .done }.count
    }

    private func level(_ day: HeatmapDay) -> Color {
        day.level == 0 ? Color.secondary.opacity(0.15) : color.opacity(0.25 + 0.75 * Double(day.level) / 4)
    }

    /// The month's short name over the week holding its first day.
    private func monthLabel(_ week: [HeatmapDay?]) -> String {
        guard let first = week.compactMap({ $0 }).first(where: { $0.date.day == 1 }) else { return "" }
        return Calendar.autoupdatingCurrent.veryShortMonthSymbols[first.date.month - 1]
    }
}

/// A month to edit: each past day a 44-pt button cycling its mark; future days cannot change.
struct CalendarEditor: View {
    let calendar: CalendarMonthScreen
    let color: Color
    let cycle: (CalendarDay) -> Void

    var body: some View {
        LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 4), count: 7), spacing: 4) {
            ForEach(Array(calendar.weeks.joined().enumerated()), id: \.offset) { _, day in
                if let day {
                    Button {
                        cycle(day.date)
                    } label: {
                        Text(String(day.date.day))
                            .frame(maxWidth: .infinity, minHeight: 44)
                            .background(day.state == .done ? color : Color.clear, in: Circle())
                            .overlay(day.state == .skipped ? Circle().stroke(color, lineWidth: 2) : nil)
                    }
                    .buttonStyle(.plain)
                    .disabled(day.state == .future || day.state == .beforeStart)
                    .accessibilityLabel("\(day.date.formatted(.long)), \(day.state.words)")
                } else {
                    Color.clear.frame(minHeight: 44)
                }
            }
        }
    }
}

#if canImport(DeveloperToolsSupport)
#Preview { NavigationStack { HabitDetailView(root: PreviewData.model(), detail: PreviewData.detailModel()) } }
#Preview("Streak") {
    let stats = PreviewData.habitScreen().stats
    StreakTile(title: "Current streak", text: stats.streakUnit.counted(stats.currentStreak)).padding()
}
#Preview("Heatmap") {
    let screen = PreviewData.habitScreen("Read")
    HeatmapView(heatmap: screen.heatmap, color: Color(hex: screen.habit.colorHex)).padding()
}
#Preview("Calendar") {
    let screen = PreviewData.habitScreen()
    CalendarEditor(calendar: screen.calendar, color: Color(hex: screen.habit.colorHex)) { _ in }.padding()
}
#endif
