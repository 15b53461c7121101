import DayKit
import SwiftUI
import UltimateAppModel
import UltimateCore

/// The app once launched: the error screen when the data could not open, onboarding on first
/// run, else the tabs. It keeps the appearance chosen in Profile, the reminders scheduled (on
/// launch and after every change of the plan) and the day turning at midnight.
struct RootView: View {
    @Bindable var model: UltimateModel
    let scheduler: ReminderScheduler
    /// The template chosen at onboarding's last step: its start flow opens once onboarding is done.
    @State private var firstTemplate: ChallengeTemplate?

    var body: some View {
        Group {
            if let screens = model.screens {
                if screens.settings.profile == nil {
                    // NB: the profile arrives from its observation a moment after opening; until then
                    // neither the tabs nor onboarding show, so the first run never flashes the tabs.
                    ScreenBackground()
                } else if model.needsOnboarding {
                    OnboardingFlow(screens: screens, scheduler: scheduler) { firstTemplate = $0 }
                } else {
                    MainTabs(model: model, screens: screens, scheduler: scheduler)
                        .sheet(item: $firstTemplate) { template in
                            StartChallengeView(screens: screens, template: template, scheduler: scheduler)
                        }
                }
            } else if let failure = model.openFailure {
                DataFailureView(message: failure) { model.open() }
            }
        }
        .preferredColorScheme(model.screens?.settings.profile?.appearance.colorScheme)
        // The plan follows every change (a task done, a strategy changed, the day's turn): the pending requests follow it.
        .onChange(of: model.screens?.reminders.requests, initial: true) { _, requests in
            // Nothing is touched while the data is not open: what was scheduled before stays.
            if let requests { scheduler.replace(with: requests) }
        }
        .task(id: model.nextDayStart) {
            // At the day's start the screens move to the new day; a new time zone restarts the wait.
            guard let next = model.nextDayStart else { return }
            try? await Task.sleep(for: .seconds(max(1, Date.now.distance(to: next))))
            if !Task.isCancelled { model.dayChanged() }
        }
        .messageAlert($model.message)
    }
}

#if canImport(DeveloperToolsSupport)
#Preview { RootView(model: PreviewData.model(), scheduler: ReminderScheduler(center: .current())) }
#endif
