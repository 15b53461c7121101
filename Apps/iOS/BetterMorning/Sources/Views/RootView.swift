import BetterMorningAppModel
import BetterMorningCore
import SwiftUI

/// Onboarding on first launch; then the three tabs, with the profile sheet, the Create sheet (the
/// paywall until the unlock is owned), run mode and the alert for a refused action over them.
struct RootView: View {
    @Bindable var model: BetterMorningModel

    var body: some View {
        Group {
            if model.showsOnboarding {
                OnboardingView(model: model)
            } else {
                TabView(selection: $model.tab) {
                    ExploreView(model: model)
                        .tabItem { Label("Explore", systemImage: "safari") }
                        .tag(BetterMorningModel.Tab.explore)
                    RoutineView(model: model)
                        .tabItem { Label("Routine", systemImage: "checkmark.square") }
                        .tag(BetterMorningModel.Tab.routine)
                    DataView(model: model)
                        .tabItem { Label("Data", systemImage: "chart.bar") }
                        .tag(BetterMorningModel.Tab.data)
                }
                .tint(Palette.accent)
                .sheet(isPresented: Binding(get: { model.createSheet != nil }, set: { if !$0 { model.closeCreate() } })) {
                    switch model.createSheet {
                    case .create?: CreateView(model: model)
                    case .paywall?: PaywallView(model: model)
                    case nil: EmptyView()
                    }
                }
            }
        }
        .sheet(isPresented: Binding(get: { model.explore.profile != nil }, set: { if !$0 { model.explore.closeProfile() } })) {
            if let profile = model.explore.profile {
                ProfileSheet(model: model, profile: profile)
            }
        }
        .fullScreenCover(isPresented: Binding(get: { model.run.screen != nil }, set: { if !$0 { model.run.close() } })) {
            if let run = model.run.screen {
                RunView(model: model, run: run)
            }
        }
        .alert("Better Morning", isPresented: Binding(get: { model.alert != nil }, set: { if !$0 { model.alert = nil } })) {
            Button("OK", role: .cancel) {}
        } message: {
            Text(model.alert ?? "")
        }
    }
}

/// Every tab's header: its title large, and the gear that opens Settings.
struct TabHeader: ViewModifier {
    let title: String
    let model: BetterMorningModel
    @State private var showsSettings = false

    func body(content: Content) -> some View {
        content
            .navigationTitle(title)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Settings", systemImage: "gearshape") { showsSettings = true }
                }
            }
            .sheet(isPresented: $showsSettings) { SettingsView(model: model) }
    }
}

extension View {
    /// The tab header with `title`.
    func tabHeader(_ title: String, model: BetterMorningModel) -> some View {
        modifier(TabHeader(title: title, model: model))
    }
}

/// The app's colours (the web app's, so both look alike).
enum Palette {
    static let accent = Color(red: 0.949, green: 0.443, blue: 0.227)
    static let accentSoft = Color(red: 1.0, green: 0.914, blue: 0.863)
    static let background = Color(red: 0.965, green: 0.953, blue: 0.933)
    static let done = Color(red: 0.180, green: 0.620, blue: 0.357)
    static let missed = Color(red: 0.851, green: 0.188, blue: 0.145)
    static let muted = Color(red: 0.431, green: 0.431, blue: 0.451)
}
