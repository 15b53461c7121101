import AppIntents
import DayKit
import MyHabitLabAppModel
import MyHabitLabCore
import SwiftUI
import WidgetKit

/// Today's habits on the home screen (small: up to 3, medium: up to 8; a tap toggles one in place)
/// and on the lock screen (rectangular and circular: today's progress). The timeline is the
/// Core's widget state now and at the start of each following day ("day starts at" included),
/// read in three queries whatever the histories' length.
@main
struct MyHabitLabWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "MyHabitLabToday", provider: TodayProvider()) { entry in
            TodayWidgetView(entry: entry)
        }
        .configurationDisplayName("Today's habits")
        .description("Tap a habit to mark it done.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular, .accessoryCircular])
    }
}

/// One moment of the widget: the Core's state, or why it could not be read.
struct TodayEntry: TimelineEntry {
    /// Why an entry has no state to show.
    enum Problem {
        /// The app has not made its data yet.
        case notOpenedYet
        /// The preview's data could not be read.
        case unreadable
    }

    let date: Date
    let snapshot: WidgetSnapshot?
    let problem: Problem?
}

extension TodayEntry {
    /// Today's entry for a widget of `size` over the previews' seeded in-memory data (`PreviewSeed`).
    static func preview(_ size: WidgetSnapshot.Size) -> TodayEntry {
        let first = try? WidgetModel(app: PreviewSeed.app()).timeline(size: size).first
        return TodayEntry(date: .now, snapshot: first?.snapshot, problem: first == nil ? .unreadable : nil)
    }
}

/// The timeline from `WidgetModel`: an entry now and one at the start of each following day.
struct TodayProvider: TimelineProvider {
    func placeholder(in context: Context) -> TodayEntry {
        TodayEntry(date: .now, snapshot: nil, problem: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (TodayEntry) -> Void) {
        completion(entries(for: context.family).first ?? placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<TodayEntry>) -> Void) {
        completion(Timeline(entries: entries(for: context.family), policy: .atEnd))
    }

    private func entries(for family: WidgetFamily) -> [TodayEntry] {
        let size: WidgetSnapshot.Size = family == .systemSmall ? .small : .medium
        do {
            return try WidgetModel(app: SharedFile.open(as: .appExtension)).timeline(size: size)
                .map { TodayEntry(date: $0.start, snapshot: $0.snapshot, problem: nil) }
        } catch {
            return [TodayEntry(date: .now, snapshot: nil, problem: .notOpenedYet)]
        }
    }
}

/// The widget's face for each family.
struct TodayWidgetView: View {
    let entry: TodayEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        Group {
            if let snapshot = entry.snapshot {
                switch family {
                case .accessoryCircular: circular(snapshot)
                case .accessoryRectangular: rectangular(snapshot)
                default: grid(snapshot)
                }
            } else {
                switch entry.problem {
                case .notOpenedYet?: Text("Open MyHabitLab to start.").font(.caption)
                case .unreadable?: Text("Today's habits could not be read.").font(.caption)
                case nil: Text("Today's habits").font(.caption)
                }
            }
        }
        .containerBackground(for: .widget) { Color.clear }
    }

    private func circular(_ snapshot: WidgetSnapshot) -> some View {
        ZStack {
            Circle().stroke(Color.secondary.opacity(0.3), lineWidth: 4)
            Text("\(snapshot.doneCount)/\(snapshot.dueCount)").font(.headline)
        }
        .accessibilityLabel("\(snapshot.doneCount) of \(snapshot.dueCount) habits done today")
    }

    private func rectangular(_ snapshot: WidgetSnapshot) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("\(snapshot.doneCount) of \(snapshot.dueCount) done").font(.headline)
            ProgressView(value: snapshot.dueCount == 0 ? 0 : Double(snapshot.doneCount) / Double(snapshot.dueCount))
        }
        .accessibilityElement(children: .combine)
    }

    private func grid(_ snapshot: WidgetSnapshot) -> some View {
        GeometryReader { space in
            grid(snapshot, fitting: space.size.height)
        }
    }

    /// As many rows as the family's real height holds (a medium widget's content is about 126 pt
    /// on a 6.1-inch iPhone, 116 on an SE: three rows of 28 pt, not the four that 8 habits need).
    private func grid(_ snapshot: WidgetSnapshot, fitting height: CGFloat) -> some View {
        let (row, spacing) = (CGFloat(28), CGFloat(6))
        let columns = family == .systemSmall ? 1 : 2
        let rows = max(1, Int((height + spacing) / (row + spacing)))
        return LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: spacing), count: columns), spacing: spacing) {
            ForEach(snapshot.habits.prefix(rows * columns), id: \.id) { habit in
                Button(intent: ToggleHabitIntent(habitID: habit.id)) {
                    HStack(spacing: 6) {
                        HabitIconView(icon: habit.icon, symbol: habit.symbol)
                        Text(habit.name).font(.caption).lineLimit(1)
                        Spacer(minLength: 0)
                        Image(systemName: habit.state == .done ? "checkmark.circle.fill" : "circle")
                    }
                    .frame(minHeight: row)
                }
                .buttonStyle(.plain)
                .accessibilityLabel(habit.state == .done ? "\(habit.name), done today" : "\(habit.name), not done yet")
            }
        }
    }
}

#if canImport(DeveloperToolsSupport)
#Preview("Small", as: .systemSmall) { MyHabitLabWidget() } timeline: { TodayEntry.preview(.small) }
#Preview("Medium", as: .systemMedium) { MyHabitLabWidget() } timeline: { TodayEntry.preview(.medium) }
#Preview("Lock screen, rectangular", as: .accessoryRectangular) { MyHabitLabWidget() } timeline: { TodayEntry.preview(.medium) }
#Preview("Lock screen, circular", as: .accessoryCircular) { MyHabitLabWidget() } timeline: { TodayEntry.preview(.medium) }
#Preview("Not opened yet", as: .systemSmall) { MyHabitLabWidget() } timeline: {
    TodayEntry(date: .now, snapshot: nil, problem: .notOpenedYet)
}
#endif
