import SwiftUI
import UIKit

/// A progress photo from its file in the app's data folder (the Core keeps relative paths; the
/// model gives the file's URL), or a placeholder while the file is missing.
struct PhotoImage: View {
    let file: URL?
    let label: String

    var body: some View {
        Group {
            if let file, let image = PhotoCache.image(at: file) {
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

/// The photos read so far, each file read once and kept while memory allows: a grid's body runs
/// on every change of its screen, and reading every file again each time cost a read per photo
/// per redraw (issue 35, defect 10). A photo's files never change once written (blurring makes
/// another file), so a kept one is never stale.
@MainActor private enum PhotoCache {
    static let images = NSCache<NSString, UIImage>()

    static func image(at file: URL) -> UIImage? {
        let key = NSString(string: file.path)
        if let image = images.object(forKey: key) { return image }
        guard let image = UIImage(contentsOfFile: file.path) else { return nil }
        images.setObject(image, forKey: key)
        return image
    }
}

#if canImport(DeveloperToolsSupport)
#Preview("Missing photo") {
    PhotoImage(file: nil, label: "Front photo").frame(width: 120, height: 160)
}
#endif
