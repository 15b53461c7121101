import BetterMorningAppModel
import SwiftUI

/// Shown instead of the app when its data cannot be opened: what happened, what to do, the
/// system's own words for a bug report, and "Try again".
struct DataFailureView: View {
    let failure: BetterMorningStartup.DataFailure
    let retry: () -> Void

    var body: some View {
        ContentUnavailableView {
            Label(failure.title, systemImage: "exclamationmark.triangle")
        } description: {
            VStack(spacing: 12) {
                Text(failure.message)
                Text(failure.detail).font(.footnote).foregroundStyle(Palette.muted)
            }
        } actions: {
            Button("Try again", action: retry).buttonStyle(.borderedProminent)
        }
        .background(Palette.background)
    }
}
