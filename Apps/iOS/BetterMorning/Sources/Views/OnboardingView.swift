import BetterMorningAppModel
import BetterMorningCore
import SwiftUI

/// Onboarding: five paged steps; the reminders step asks for notification permission; the last
/// one's button ends it.
struct OnboardingView: View {
    let model: BetterMorningModel
    @State private var page = 0

    var body: some View {
        let pages = model.onboarding?.pages ?? []
        VStack(spacing: 20) {
            TabView(selection: $page) {
                ForEach(Array(pages.enumerated()), id: \.offset) { index, step in
                    VStack(spacing: 12) {
                        Spacer()
                        Image(systemName: Self.symbol(step.topic))
                            .font(.system(size: 96))
                            .foregroundStyle(Palette.accent)
                            .accessibilityHidden(true)
                        Spacer()
                        Text(step.title)
                            .font(.largeTitle.bold())
                            .multilineTextAlignment(.center)
                            .frame(minHeight: 90, alignment: .top)
                        Text(step.body)
                            .font(.title3)
                            .foregroundStyle(Palette.muted)
                            .multilineTextAlignment(.center)
                        if step.topic.asksForReminders {
                            Button("Allow reminders") {
                                Task { model.settings.notificationsAllowedBySystem = await NotificationReminderScheduler.requestPermission() }
                            }
                            .buttonStyle(.bordered)
                        }
                    }
                    .padding(.horizontal, 28)
                    .tag(index)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            Button(page + 1 < pages.count ? "Next" : "Get started") {
                if page + 1 < pages.count {
                    withAnimation { page += 1 }
                } else {
                    model.completeOnboarding()
                }
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .padding(.horizontal, 28)
            .padding(.bottom, 24)
        }
        .background(Palette.background)
    }

    private static func symbol(_ topic: BetterMorningOnboardingScreen.Topic) -> String {
        switch topic {
        case .inspiration: "person.3.fill"
        case .personalization: "list.bullet.clipboard"
        case .accountability: "bell.badge"
        case .progress: "chart.bar.fill"
        case .start: "sunrise.fill"
        }
    }
}
