import DayKit
import SwiftUI
import UltimateAppModel
import UltimateCore

/// One photo, full size: pinch to zoom, blur or unblur it, reveal it once while blurred, and
/// delete it after a confirmation.
struct PhotoViewer: View {
    @Bindable var photos: PhotosModel
    let item: PhotoItem
    @State private var zoom: CGFloat = 1
    @GestureState private var pinch: CGFloat = 1
    @State private var revealed = false
    @State private var confirmsDelete = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            PhotoImage(file: photos.fileURL(item.photo, size: .full, revealed: revealed),
                       label: "\(item.photo.angle.name) photo\(item.shownBlurred && !revealed ? ", blurred" : ""); pinch to zoom")
                .aspectRatio(contentMode: .fit)
                .scaleEffect(zoom * pinch)
                .gesture(MagnifyGesture()
                    .updating($pinch) { value, state, _ in state = value.magnification }
                    .onEnded { value in zoom = min(max(zoom * value.magnification, 1), 5) })
                .animation(.spring, value: zoom)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } }
                    ToolbarItem(placement: .topBarTrailing) {
                        Menu {
                            Button(item.photo.isBlurred ? "Unblur" : "Blur", systemImage: "eye.slash") {
                                photos.setBlurred(item.photo, !item.photo.isBlurred)
                            }
                            if item.shownBlurred {
                                Button(revealed ? "Hide again" : "Reveal", systemImage: "eye") { revealed.toggle() }
                            }
                            Button("Delete", systemImage: "trash", role: .destructive) { confirmsDelete = true }
                        } label: {
                            Label("Photo actions", systemImage: "ellipsis.circle").labelStyle(.iconOnly)
                                .frame(minWidth: Tokens.tapTarget, minHeight: Tokens.tapTarget)
                        }
                    }
                }
                .confirmationDialog("Delete this photo?", isPresented: $confirmsDelete, titleVisibility: .visible) {
                    Button("Delete", role: .destructive) {
                        if photos.delete(item.photo) { dismiss() }
                    }
                    Button("Cancel", role: .cancel) {}
                } message: {
                    Text("Its files are removed from this iPhone.")
                }
        }
    }
}

#if canImport(DeveloperToolsSupport)
#Preview {
    let photos = PreviewData.screens().photos
    if let item = photos.sessions.first?.photos.first { PhotoViewer(photos: photos, item: item) }
}
#endif
