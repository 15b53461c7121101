import DayKit
import SwiftUI
import UltimateAppModel
import UltimateCore

/// The start flow of a template (or a custom challenge): for the water fast its safety answers,
/// then the details (name, start day, grace, and for a custom challenge its length, rule and
/// tasks), then the reminders step, where notification permission is asked, then a review of it
/// all. The Core checks
/// everything when Start is pressed; what it refuses shows in its words and starts nothing.
struct StartChallengeView: View {
    @State private var model: StartChallengeModel
    let scheduler: ReminderScheduler
    @State private var stepIndex = 0
    @Environment(\.dismiss) private var dismiss

    /// The flow of `template` (nil: a custom challenge), its model made once for the sheet.
    init(screens: UltimateScreens, template: ChallengeTemplate?, scheduler: ReminderScheduler) {
        _model = State(initialValue: screens.startChallenge(template: template))
        self.scheduler = scheduler
    }

    private var step: StartChallengeModel.Step { model.steps[min(stepIndex, model.steps.count - 1)] }
    private var isLastStep: Bool { stepIndex >= model.steps.count - 1 }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Text("Step \(stepIndex + 1) of \(model.steps.count)").font(Tokens.Typography.footnote).foregroundStyle(Tokens.muted)
                }
                switch step {
                case .safety: safety
                case .details: details
                case .reminders: reminders
                case .review: review
                }
                Section {
                    if isLastStep {
                        PrimaryButton(title: "Start", systemImage: "flag.fill") { start() }
                    } else {
                        PrimaryButton(title: "Next", systemImage: "arrow.right") { stepIndex += 1 }
                    }
                    if stepIndex > 0 {
                        Button("Back") { stepIndex -= 1 }.frame(minHeight: Tokens.tapTarget)
                    }
                }
            }
            .navigationTitle(model.template?.name ?? "Your own challenge")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
            }
            .messageAlert($model.message)
        }
    }

    // MARK: - Steps

    /// Everything chosen, read back before Start.
    @ViewBuilder private var review: some View {
        Section("Review") {
            ForEach(model.review, id: \.label) { line in LabeledContent(line.label, value: line.value) }
        }
        // NB: read once a render (the Core describes the tasks in the profile's units).
        let tasks = model.reviewedTasks
        if !tasks.isEmpty {
            Section("Tasks") {
                ForEach(tasks, id: \.id) { task in
                    VStack(alignment: .leading, spacing: 2) {
                        Label(task.name, systemImage: task.category.symbol)
                        Text("\(task.target), \(task.due)\(task.time.map { " at \($0.formatted(.twentyFourHour))" } ?? "")")
                            .font(Tokens.Typography.footnote).foregroundStyle(Tokens.muted)
                    }
                    .accessibilityElement(children: .combine)
                }
            }
        }
    }

    @ViewBuilder private var safety: some View {
        Section {
            TextField("Age in years", text: $model.age).keyboardType(.numberPad)
            TextField("Height (cm, or 5'11)", text: $model.height).keyboardType(.numbersAndPunctuation)
            TextField("Weight", text: $model.weight).keyboardType(.decimalPad)
            TextField("Goal in hours", text: $model.goalHours).keyboardType(.numberPad)
        } header: {
            Text("About you")
        } footer: {
            Text("Checked before the fast starts: a fast is refused when it is not safe for you.")
        }
        Section("Health") {
            Toggle("I am pregnant or breastfeeding", isOn: $model.pregnant)
            Toggle("I have or had an eating disorder", isOn: $model.eatingDisorder)
            Toggle("I have type 1 diabetes", isOn: $model.type1Diabetes)
            Toggle("I have kidney or liver disease", isOn: $model.kidneyOrLiverDisease)
            Toggle("A doctor supervises this fast", isOn: $model.medicalSupervision)
        }
    }

    @ViewBuilder private var details: some View {
        Section("Challenge") {
            TextField("Name", text: $model.name)
            DatePicker("Starts", selection: Binding(get: { model.startDay.pickerDate() }, set: { model.startDay = CalendarDay(pickedFrom: $0) }),
                       displayedComponents: .date)
            Stepper("Grace: \(model.grace) day\(model.grace == 1 ? "" : "s")", value: $model.grace, in: model.graceRange)
            if model.template == nil {
                Stepper("Length: \(model.days) days", value: $model.days, in: model.dayRange)
                Picker("Rule", selection: $model.rule) {
                    Text("Lenient").tag(ChallengeRule.lenient)
                    Text("Strict").tag(ChallengeRule.strict)
                }
                .pickerStyle(.segmented)
            }
        }
        if !model.isFast {
            Section {
                ForEach(model.tasks, id: \.id) { task in
                    Label(task.name, systemImage: task.category.symbol)
                        .frame(minHeight: Tokens.tapTarget)
                        .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                            Button("Remove", systemImage: "trash", role: .destructive) {
                                if let index = model.tasks.firstIndex(where: { $0.id == task.id }) { model.removeTasks(at: IndexSet(integer: index)) }
                            }
                        }
                }
                .onMove { model.moveTasks(from: $0, to: $1) }
                TaskFormFields(form: model.taskForm) { model.addTaskFromForm() }
            } header: {
                Text("Tasks")
            } footer: {
                Text("Swipe a task to remove it; hold and drag to reorder.")
            }
        }
    }

    @ViewBuilder private var reminders: some View {
        Section {
            Picker("Reminders", selection: $model.strategy) {
                ForEach(UltimateProfile.NotificationStrategy.allCases, id: \.self) { strategy in
                    Text(strategy.words).tag(strategy)
                }
            }
            DatePicker("Quiet from", selection: Binding(get: { model.quietStart.date() }, set: { model.quietStart = TimeOfDay(pickedFrom: $0) }),
                       displayedComponents: .hourAndMinute)
            DatePicker("Quiet until", selection: Binding(get: { model.quietEnd.date() }, set: { model.quietEnd = TimeOfDay(pickedFrom: $0) }),
                       displayedComponents: .hourAndMinute)
        } header: {
            Text("Reminders")
        } footer: {
            Text("No reminder comes in the quiet hours. Starting asks to send notifications if you have not answered yet.")
        }
    }

    // MARK: - Start

    private func start() {
        guard model.start() != nil else { return }
        Task {
            // The reminders step is where the permission is asked: the challenge now has reminders to send.
            _ = await scheduler.requestPermission()
            dismiss()
        }
    }
}

#if canImport(DeveloperToolsSupport)
#Preview {
    let screens = PreviewData.screens()
    StartChallengeView(screens: screens, template: screens.templates.templates[0], scheduler: ReminderScheduler(center: .current()))
}
#endif
