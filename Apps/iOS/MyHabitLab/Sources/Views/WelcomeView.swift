import SwiftUI

/// The first run: what the app does, and "Get started" (it does not show again).
struct WelcomeView: View {
    let start: () -> Void

    var body: some View {
        VStack(spacing: 24) {
            Spacer()
            Image(systemName: "square.grid.3x3.fill").font(.system(size: 72)).foregroundStyle(.tint).accessibilityHidden(true)
            Text("Welcome to MyHabitLab").font(.largeTitle.bold()).multilineTextAlignment(.center)
            VStack(alignment: .leading, spacing: 16) {
                Label("Tap a habit to mark today done.", systemImage: "hand.tap")
                Label("See your streaks, strength and a year at a glance.", systemImage: "chart.line.uptrend.xyaxis")
                Label("Everything stays on this phone. Export it whenever you like.", systemImage: "lock")
            }
            Spacer()
            Button(action: start) {
                Text("Get started").frame(maxWidth: .infinity, minHeight: 44)
            }
            .buttonStyle(.borderedProminent)
        }
        .padding(24)
    }
}

#if canImport(DeveloperToolsSupport)
#Preview { WelcomeView {} }
#endif
