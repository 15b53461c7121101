import SwiftUI
import UltimateAppModel
import UltimateCore

/// The five tabs under the floating glass tab bar, and the task a tapped reminder opens.
struct MainTabs: View {
    @Bindable var model: UltimateModel
    let screens: UltimateScreens
    let scheduler: ReminderScheduler

    private static let items: [FloatingTabBar<UltimateModel.Tab>.Item] = [
        .init(tab: .today, title: "Today", systemImage: "checkmark.circle"),
        .init(tab: .challenges, title: "Challenges", systemImage: "flag"),
        .init(tab: .progress, title: "Progress", systemImage: "chart.xyaxis.line"),
        .init(tab: .photos, title: "Photos", systemImage: "camera"),
        .init(tab: .profile, title: "Profile", systemImage: "person.crop.circle"),
    ]

    var body: some View {
        ZStack {
            switch model.tab {
            case .today: TodayView(screens: screens, today: screens.today)
            case .challenges: ChallengesView(screens: screens, scheduler: scheduler)
            case .progress: ProgressScreenView(progress: screens.progress, challenges: screens.challenges)
            case .photos: PhotosView(photos: screens.photos)
            case .profile: ProfileView(settings: screens.settings, scheduler: scheduler)
            }
        }
        .safeAreaInset(edge: .bottom) {
            FloatingTabBar(items: Self.items, selection: $model.tab)
        }
        .sheet(item: openedTask) { reference in
            TaskDetailView(screens: screens, reference: reference)
        }
    }

    /// The task a tapped reminder opens, as a sheet over Today.
    private var openedTask: Binding<TaskReference?> {
        Binding {
            model.openedTask.map { TaskReference(challengeID: $0.challengeID, taskID: $0.taskID) }
        } set: { reference in
            if reference == nil { model.openedTask = nil }
        }
    }
}

#if canImport(DeveloperToolsSupport)
#Preview {
    let model = PreviewData.model()
    MainTabs(model: model, screens: model.screens!, scheduler: ReminderScheduler(center: .current()))
}
#endif
