import DayKit
import MyHabitLabAppModel
import MyHabitLabCore
import SwiftUI

/// Today: each active habit's row (a tap toggles it, with a haptic; a measurable habit has a
/// stepper and a typed value with its unit and target), swipe for skip and a note, the habit's
/// page from its row's button, and the empty state's "Add a habit".
struct TodayView: View {
    let model: MyHabitLabModel
    @State private var form: Presented<HabitFormModel>?
    @State private var day: Presented<DayModel>?
    @State private var detail: HabitRoute?
    @State private var taps = 0

    var body: some View {
        NavigationStack {
            Group {
                if let screen = model.today.screen {
                    if screen.habits.isEmpty { empty } else { list(screen) }
                }
            }
            .navigationTitle("Today")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    NavigationLink { HabitsView(model: model) } label: {
                        Label("Arrange habits", systemImage: "list.bullet")
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add a habit", systemImage: "plus") { form = Presented(model: model.newHabitForm()) }
                }
            }
            .sensoryFeedback(.success, trigger: taps)
            .sheet(item: $form) { form in HabitFormView(form: form.model) }
            .sheet(item: $day) { day in DayView(day: day.model) }
            .sheet(item: $detail) { route in
                NavigationStack { HabitDetailPage(root: model, id: route.id) }
            }
            .onChange(of: model.openedHabit, initial: true) { _, opened in
                // A tapped reminder opens its habit's page.
                guard let opened else { return }
                detail = HabitRoute(id: opened)
                model.openedHabit = nil
            }
            .alert("Not changed", isPresented: Binding(get: { model.today.message != nil }, set: { if !$0 { model.today.message = nil } })) {
                Button("OK") { model.today.message = nil }
            } message: {
                Text(model.today.message ?? "")
            }
        }
    }

    private var empty: some View {
        ContentUnavailableView {
            Label("No habits yet", systemImage: "square.grid.3x3")
        } description: {
            Text("Add the first thing you want to do every day, or a few days a week.")
        } actions: {
            Button("Add a habit") { form = Presented(model: model.newHabitForm()) }.buttonStyle(.borderedProminent)
        }
    }

    private func list(_ screen: TodayScreen) -> some View {
        List {
            Section {
                ForEach(screen.habits, id: \.id) { habit in
                    row(habit)
                        .swipeActions(edge: .trailing) {
                            Button("Skip today", systemImage: "arrow.uturn.forward") { Task { await model.today.skip(habit.id) } }
                            Button("Note", systemImage: "note.text") { day = Presented(model: model.day(screen.date, of: habit.id)) }
                        }
                }
            } header: {
                Text("\(screen.doneCount) of \(screen.dueCount) done")
            }
        }
    }

    private func row(_ habit: TodayHabit) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 12) {
                Button {
                    Task { if await model.today.toggle(habit.id) != nil { taps += 1 } }
                } label: {
                    HStack(spacing: 12) {
                        HabitIconView(icon: habit.icon, symbol: habit.symbol).font(.title2).frame(width: 44, height: 44)
                            .background(Color(hex: habit.colorHex).opacity(habit.state == .done ? 1 : 0.2), in: Circle())
                        VStack(alignment: .leading, spacing: 2) {
                            Text(habit.name).font(.headline)
                            Text(habit.streak == 0 ? habit.scheduleText : "\(habit.streakUnit.counted(habit.streak)) streak")
                                .font(.subheadline).foregroundStyle(.secondary)
                        }
                        Spacer()
                        Image(systemName: habit.state.systemImage).font(.title2).foregroundStyle(Color(hex: habit.colorHex))
                    }
                    .frame(minHeight: 44)
                    .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(habit.spokenSentence)
                .accessibilityAddTraits(.isButton)
                Button {
                    detail = HabitRoute(id: habit.id)
                } label: {
                    Label("\(habit.name): details", systemImage: "chevron.right").labelStyle(.iconOnly).frame(width: 44, height: 44)
                }
                .buttonStyle(.plain)
            }
            if let target = habit.target {
                MeasureControls(habit: habit, target: target, today: model.today)
            }
        }
    }
}

/// A measurable habit's stepper and typed value, with its unit and target.
struct MeasureControls: View {
    let habit: TodayHabit
    let target: Double
    let today: TodayModel
    @State private var typed = ""

    var body: some View {
        HStack(spacing: 12) {
            Stepper("\(Format.number(habit.value ?? 0)) of \(Format.number(target)) \(habit.unit ?? "")",
                    onIncrement: { Task { await today.step(habit.id, by: 1) } }, onDecrement: { Task { await today.step(habit.id, by: -1) } })
            TextField("Value", text: $typed)
                .keyboardType(.decimalPad)
                .frame(width: 80, height: 44)
                .onSubmit(submit)
                .accessibilityLabel("\(habit.name): type a value in \(habit.unit ?? "units")")
            // NB: the decimal pad has no Return key, so the typed value is sent from here.
            Button("Set", action: submit)
                .buttonStyle(.borderless)
                .disabled(typed.isEmpty)
                .frame(minWidth: 44, minHeight: 44)
                .accessibilityLabel("Set \(habit.name)'s value")
        }
        if let progress = habit.progress {
            ProgressView(value: progress).tint(Color(hex: habit.colorHex))
        }
    }

    private func submit() {
        Task { if await today.setValue(habit.id, typed: typed) != nil { typed = "" } }
    }
}

/// A habit's page to open, as a sheet's item.
struct HabitRoute: Identifiable, Hashable {
    let id: Habit.ID
}

/// A model shown in a sheet, as the sheet's item.
struct Presented<Model>: Identifiable {
    let id = UUID()
    let model: Model
}

#if canImport(DeveloperToolsSupport)
#Preview("Habits") { TodayView(model: PreviewData.model()) }
#Preview("No habits") { TodayView(model: PreviewData.model(habits: 0)) }
#Preview("Measured value") {
    let today = PreviewData.model().today
    if let habit = today.screen?.habits.first(where: { $0.name == "Read" }), let target = habit.target {
        List { MeasureControls(habit: habit, target: target, today: today) }
    }
}
#endif
