import BetterMorningAppModel
import BetterMorningCore
import DayKit
import SwiftUI

/// The Routine tab: the date scroller (start date to today + 14; five days and a sixth peeking; no
/// snapping; future days disabled) and the day's tasks (a tap toggles today; past days read-only).
struct RoutineView: View {
    let model: BetterMorningModel
    @State private var checks = 0

    var body: some View {
        NavigationStack {
            Group {
                if let screen = model.routine.screen {
                    switch screen.state {
                    case .noActiveRoutine: empty
                    case .startsTomorrow: startsTomorrow(screen)
                    case .running: running(screen)
                    }
                }
            }
            .background(Palette.background)
            .tabHeader("Routine", model: model)
            .sensoryFeedback(.success, trigger: checks)
        }
    }

    private var empty: some View {
        NoRoutineView(title: "No routine yet", systemImage: "sun.max",
                      text: "Follow the morning of someone you admire, or build your own.", model: model)
    }

    private func startsTomorrow(_ screen: RoutineScreen) -> some View {
        List {
            Section {
                VStack(spacing: 8) {
                    Image(systemName: "moon.stars.fill").font(.system(size: 56)).foregroundStyle(Palette.accent)
                    Text("Starts tomorrow").font(.title2.bold())
                    Text("Your first morning with \(screen.routine?.name ?? ""). Sleep well.")
                        .foregroundStyle(Palette.muted)
                        .multilineTextAlignment(.center)
                }
                .frame(maxWidth: .infinity)
                if !screen.remindersOn || !model.settings.notificationsAllowedBySystem {
                    Toggle("Remind me at \(screen.tasks.first?.time.formatted() ?? "the first task")",
                           isOn: Binding(get: { model.settings.notificationsShownOn }, set: { on in
                               Task { @MainActor in
                                   if on { model.settings.notificationsAllowedBySystem = await NotificationReminderScheduler.requestPermission() }
                                   model.settings.setNotifications(on)
                               }
                           }))
                }
            }
            Section("Tomorrow's tasks") {
                ForEach(screen.tasks, id: \.id) { task in row(task).opacity(0.55) }
            }
        }
    }

    private func running(_ screen: RoutineScreen) -> some View {
        List {
            Section {
                DateScroller(model: model, screen: screen)
                    .listRowInsets(EdgeInsets())
                    .listRowBackground(Color.clear)
            }
            Section {
                ForEach(screen.tasks, id: \.id) { task in
                    if task.canToggle {
                        Button {
                            if model.routine.toggle(task) == .done { checks += 1 }
                        } label: { row(task) }
                        .buttonStyle(.plain)
                    } else {
                        row(task)
                    }
                }
            } header: {
                HStack {
                    Text(screen.mode == .today ? "Today" : screen.date.formatted(.long))
                    Spacer()
                    Text("\(screen.doneCount) of \(screen.tasks.count) done")
                    if screen.mode == .today {
                        Button("Start", systemImage: "play.fill") { model.run.start() }
                            .buttonStyle(.borderedProminent)
                            .controlSize(.small)
                    }
                }
            } footer: {
                switch screen.mode {
                case .past: Text("This day is over; it can't be changed.")
                case .future: Text("This day hasn't started yet.")
                case .closed: Text("This day was already closed — your clock or time zone moved back — so it can't be changed.")
                default: EmptyView()
                }
            }
        }
    }

    private func row(_ task: TaskRow) -> some View {
        HStack(spacing: 12) {
            ZStack {
                Circle().strokeBorder(task.mark == .missed ? Palette.missed : Palette.muted.opacity(0.4), lineWidth: 2)
                if task.mark == .done { Circle().fill(Palette.done) }
                if let symbol = task.mark.systemImage {
                    Image(systemName: symbol).font(.caption.bold()).foregroundStyle(task.mark == .done ? Color.white : Palette.missed)
                }
            }
            .frame(width: 28, height: 28)
            Text(task.time.formatted()).font(.subheadline).foregroundStyle(Palette.muted).monospacedDigit().frame(width: 72, alignment: .leading)
            Text(task.title).strikethrough(task.mark == .done, color: Palette.muted)
        }
        .contentShape(Rectangle())
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(task.spokenLabel)
        .accessibilityAddTraits(task.canToggle ? .isButton : [])
    }
}

/// The horizontal date scroller: five days visible and a sixth peeking, free scrolling.
struct DateScroller: View {
    let model: BetterMorningModel
    let screen: RoutineScreen

    var body: some View {
        GeometryReader { geometry in
            let width = (geometry.size.width - 32 - 5 * 8) / 5.5
            ScrollViewReader { proxy in
                ScrollView(.horizontal, showsIndicators: false) {
                    LazyHStack(spacing: 8) {
                        ForEach(screen.days, id: \.date) { day in
                            Button { model.routine.select(day: day.date) } label: {
                                VStack(spacing: 2) {
                                    Text(day.isToday ? "Today" : day.weekday).font(.caption.weight(.semibold))
                                    Text("\(day.dayOfMonth)").font(.title3.weight(.semibold)).monospacedDigit()
                                }
                                .frame(width: width, height: 64)
                                .foregroundStyle(day.isSelected ? Color.white : Color.primary)
                                .background(day.isSelected ? Palette.accent : Color.white, in: RoundedRectangle(cornerRadius: 16))
                            }
                            .buttonStyle(.plain)
                            .disabled(!day.isEnabled)
                            .opacity(day.isEnabled ? 1 : 0.4)
                            .id(day.date)
                            .accessibilityLabel(day.date.formatted(.long) + (day.isToday ? ", today" : ""))
                        }
                    }
                    .padding(.horizontal, 16)
                }
                .onAppear { proxy.scrollTo(screen.date, anchor: .center) }
            }
        }
        .frame(height: 72)
    }
}
