import SwiftUI

/// Shown instead of the app when its data cannot be opened: what happened, the system's words,
/// and "Try again". Nothing is deleted.
struct DataFailureView: View {
    let message: String
    let retry: () -> Void

    var body: some View {
        ContentUnavailableView {
            Label("Your challenges could not be opened", systemImage: "exclamationmark.triangle")
        } description: {
            VStack(spacing: Tokens.Space.m) {
                Text("Nothing was deleted. Free some storage or restart the phone, then try again.")
                Text(message).font(Tokens.Typography.footnote).foregroundStyle(Tokens.muted)
            }
        } actions: {
            PrimaryButton(title: "Try again", systemImage: "arrow.clockwise", action: retry)
        }
        .screenBackground()
    }
}

#if canImport(DeveloperToolsSupport)
#Preview { DataFailureView(message: "The database disk image is malformed.") {} }
#endif
