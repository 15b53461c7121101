import DayKit
import SwiftUI
import UltimateAppModel
import UltimateCore

/// Onboarding on first run: welcome, units, about you, how reminders come with the quiet hours
/// (leaving this step asks the system for notification permission), and a first challenge.
/// Each step's answers are saved by the model when the person moves on; a refused answer keeps
/// the step and shows the Core's words.
struct OnboardingFlow: View {
    @State private var model: OnboardingModel
    let scheduler: ReminderScheduler
    /// Called once onboarding is done, with the template chosen to start (nil: none).
    let finished: (ChallengeTemplate?) -> Void

    /// Onboarding over `screens`, its model made once.
    init(screens: UltimateScreens, scheduler: ReminderScheduler, finished: @escaping (ChallengeTemplate?) -> Void) {
        _model = State(initialValue: screens.onboarding())
        self.scheduler = scheduler
        self.finished = finished
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Tokens.Space.m) {
            HStack {
                Text("Step \(model.stepNumber) of \(model.stepCount)").font(Tokens.Typography.footnote).foregroundStyle(Tokens.muted)
                Spacer(minLength: 0)
                if model.step != .welcome {
                    Button("Skip") { model.finish() }.frame(minHeight: Tokens.tapTarget)
                }
            }
            ProgressBar(value: Double(model.stepNumber), target: Double(model.stepCount),
                        label: "Step \(model.stepNumber) of \(model.stepCount)")
            ScrollView {
                VStack(alignment: .leading, spacing: Tokens.Space.m) { content }
            }
            HStack(spacing: Tokens.Space.s) {
                if model.step != .welcome {
                    SecondaryButton(title: "Back") { model.back() }
                }
                PrimaryButton(title: model.step == .welcome ? "Get started" : model.step == .firstChallenge ? "Finish" : "Next") { next() }
            }
        }
        .padding(Tokens.Space.m)
        .screenBackground()
        .onChange(of: model.isFinished) { _, done in if done { finished(model.firstTemplate) } }
        .messageAlert($model.message)
    }

    @ViewBuilder private var content: some View {
        switch model.step {
        case .welcome:
            Image(systemName: "bolt.circle.fill").font(Tokens.Typography.extraLargeTitle).foregroundStyle(Tokens.primary)
                .accessibilityHidden(true)
            Text("Ultimate").font(Tokens.Typography.extraLargeTitle)
            Text("Take on a challenge — 75 Hard, a water fast, your own — one day at a time. Your data and photos stay on this iPhone.")
                .font(Tokens.Typography.body)
        case .units:
            Text("Your units").font(Tokens.Typography.largeTitle)
            Picker("Units", selection: $model.units) {
                ForEach(UnitSystem.allCases, id: \.self) { units in Text(units.words).tag(units) }
            }
            .pickerStyle(.segmented)
            Text("Water, weight and distances show and are typed in these.").font(Tokens.Typography.callout).foregroundStyle(Tokens.muted)
        case .aboutYou:
            Text("About you").font(Tokens.Typography.largeTitle)
            VStack(spacing: Tokens.Space.s) {
                TextField("Name", text: $model.aboutYou.name)
                TextField(model.units == .metric ? "Height in cm" : "Height (5'11)", text: $model.aboutYou.height)
                    .keyboardType(.numbersAndPunctuation)
                TextField(model.units == .metric ? "Weight in kg" : "Weight in lb", text: $model.aboutYou.weight)
                    .keyboardType(.decimalPad)
            }
            .frame(minHeight: Tokens.tapTarget)
            .glassCard()
            Text("Optional. The water fast's safety check uses your height and weight.").font(Tokens.Typography.footnote).foregroundStyle(Tokens.muted)
        case .reminders:
            Text("Reminders").font(Tokens.Typography.largeTitle)
            VStack(alignment: .leading, spacing: Tokens.Space.s) {
                Picker("How reminders come", selection: $model.strategy) {
                    ForEach(UltimateProfile.NotificationStrategy.allCases, id: \.self) { strategy in Text(strategy.words).tag(strategy) }
                }
                DatePicker("Quiet from", selection: Binding(get: { model.quietStart.date() }, set: { model.quietStart = TimeOfDay(pickedFrom: $0) }),
                           displayedComponents: .hourAndMinute)
                DatePicker("Quiet until", selection: Binding(get: { model.quietEnd.date() }, set: { model.quietEnd = TimeOfDay(pickedFrom: $0) }),
                           displayedComponents: .hourAndMinute)
            }
            .glassCard()
            Text("Next, iOS asks whether Ultimate may send notifications.").font(Tokens.Typography.footnote).foregroundStyle(Tokens.muted)
        case .highlights:
            Text("What Ultimate does").font(Tokens.Typography.largeTitle)
            ForEach(OnboardingModel.highlights, id: \.title) { highlight in
                HStack(alignment: .top, spacing: Tokens.Space.m) {
                    Image(systemName: highlight.symbol).font(Tokens.Typography.title2).foregroundStyle(Tokens.primary)
                        .frame(width: Tokens.tapTarget).accessibilityHidden(true)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(highlight.title).font(Tokens.Typography.headline)
                        Text(highlight.detail).font(Tokens.Typography.callout).foregroundStyle(Tokens.muted)
                    }
                }
                .accessibilityElement(children: .combine)
            }
        case .firstChallenge:
            Text("A first challenge").font(Tokens.Typography.largeTitle)
            ForEach(model.templates, id: \.id) { template in
                Button {
                    model.firstTemplate = model.firstTemplate?.id == template.id ? nil : template
                } label: {
                    HStack {
                        TemplateCard(template: template)
                        Image(systemName: model.firstTemplate?.id == template.id ? "checkmark.circle.fill" : "circle")
                            .font(Tokens.Typography.title2).foregroundStyle(Tokens.primary)
                    }
                }
                .buttonStyle(.plain)
                .accessibilityAddTraits(model.firstTemplate?.id == template.id ? [.isButton, .isSelected] : .isButton)
            }
        }
    }

    private func next() {
        guard model.asksNotificationPermission else {
            model.next()
            return
        }
        // The permission is asked when the person leaves the reminders step, having chosen how they come.
        Task {
            model.recordNotificationPermission(await scheduler.requestPermission())
            model.next()
        }
    }
}

#if canImport(DeveloperToolsSupport)
#Preview { OnboardingFlow(screens: PreviewData.model(days: 0, onboarded: false).screens!, scheduler: ReminderScheduler(center: .current())) { _ in } }
#endif
