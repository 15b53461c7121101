import MyHabitLabAppModel
import MyHabitLabCore
import SwiftUI
import WidgetKit

/// The tabs (Today, Stats, Settings), the first-run welcome, the appearance chosen in Settings,
/// the midnight turn ("day starts at" included), and the widgets reloaded after every change.
struct RootView: View {
    @Bindable var model: MyHabitLabModel

    var body: some View {
        TabView(selection: $model.tab) {
            TodayView(model: model)
                .tabItem { Label("Today", systemImage: "checkmark.circle") }
                .tag(MyHabitLabModel.Tab.today)
            StatsView(model: model)
                .tabItem { Label("Stats", systemImage: "chart.bar") }
                .tag(MyHabitLabModel.Tab.stats)
            SettingsView(model: model)
                .tabItem { Label("Settings", systemImage: "gearshape") }
                .tag(MyHabitLabModel.Tab.settings)
        }
        .preferredColorScheme(model.settings.settings?.appearance.colorScheme)
        .fullScreenCover(isPresented: Binding(get: { model.showsWelcome }, set: { _ in })) {
            WelcomeView { Task { await model.finishWelcome() } }
        }
        .onAppear { model.launch() }
        // Every change shows in Today's screen (a toggle here, an edit, an import): the widgets follow.
        .onChange(of: model.today.screen) { _, _ in WidgetCenter.shared.reloadAllTimelines() }
        .task(id: model.nextDayStart) {
            // At the day's start the screens move to the new day; a new time zone restarts the wait.
            guard let next = model.nextDayStart else { return }
            try? await Task.sleep(for: .seconds(max(1, Date.now.distance(to: next))))
            if !Task.isCancelled { model.dayChanged() }
        }
        .alert("Something went wrong", isPresented: Binding(get: { model.message != nil }, set: { if !$0 { model.message = nil } })) {
            Button("OK") { model.message = nil }
        } message: {
            Text(model.message ?? "")
        }
    }
}

extension HabitSettings.Appearance {
    /// The scheme SwiftUI is asked for; nil follows the system.
    var colorScheme: ColorScheme? {
        switch self {
        case .light: .light
        case .dark: .dark
        case .system: nil
        }
    }
}

#if canImport(DeveloperToolsSupport)
#Preview { RootView(model: PreviewData.model()) }
#endif
