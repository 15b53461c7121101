import SwiftUI

/// Shown instead of the app when its data cannot be opened: what happened, the system's words,
/// and "Try again". Nothing is deleted.
struct DataFailureView: View {
    let message: String
    let retry: () -> Void

    var body: some View {
        ContentUnavailableView {
            Label("Your habits could not be opened", systemImage: "exclamationmark.triangle")
        } description: {
            VStack(spacing: 12) {
                Text("Nothing was deleted. Free some storage or restart the phone, then try again.")
                Text(message).font(.footnote).foregroundStyle(.secondary)
            }
        } actions: {
            Button("Try again", action: retry).buttonStyle(.borderedProminent)
        }
    }
}

#if canImport(DeveloperToolsSupport)
#Preview { DataFailureView(message: "The database disk image is malformed.") {} }
#endif
