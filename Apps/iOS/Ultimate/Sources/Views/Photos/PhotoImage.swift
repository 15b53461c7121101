import SwiftUI
import UIKit

/// A progress photo from its file in the app's data folder (the Core keeps relative paths; the
/// model gives the file's URL), or a placeholder while the file is missing.
struct PhotoImage: View {
    let file: URL?
    let label: String

    var body: some View {
        Group {
            if let file, let image = UIImage(contentsOfFile: file.path) {
                Image(uiImage: image).resizable().aspectRatio(contentMode: .fill)
            } else {
                ZStack {
                    Rectangle().fill(Tokens.track)
                    Image(systemName: "photo").foregroundStyle(Tokens.muted)
                }
            }
        }
        .clipped()
        .accessibilityLabel(label)
    }
}

#if canImport(DeveloperToolsSupport)
#Preview("Missing photo") {
    PhotoImage(file: nil, label: "Front photo").frame(width: 120, height: 160)
}
#endif
