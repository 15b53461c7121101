import SwiftUI
import UIKit

/// The camera as a SwiftUI view: UIKit's image picker on its camera, handing the photo taken to
/// `taken` as JPEG bytes (the Core decodes them, applies the orientation to the pixels and writes
/// its own JPEG with no EXIF, GPS or maker data), or nothing when the person cancels.
struct CameraCapture: UIViewControllerRepresentable {
    let taken: @MainActor (Data?) -> Void

    /// Whether this iPhone has a camera the picker can use (not the simulator).
    static var isAvailable: Bool { UIImagePickerController.isSourceTypeAvailable(.camera) }

    func makeUIViewController(context: Context) -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.sourceType = .camera
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(taken: taken) }

    /// The picker's delegate: the photo taken, or a cancel.
    final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        let taken: @MainActor (Data?) -> Void

        init(taken: @escaping @MainActor (Data?) -> Void) {
            self.taken = taken
        }

        func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            let image = info[.originalImage] as? UIImage
            taken(image?.jpegData(compressionQuality: 0.95))
        }

        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            taken(nil)
        }
    }
}

#if canImport(DeveloperToolsSupport)
// The camera needs a phone: on the simulator the picker cannot open its camera, so the preview shows it unavailable.
#Preview("Camera") {
    if CameraCapture.isAvailable { CameraCapture { _ in } } else { ContentUnavailableView("No camera here", systemImage: "camera") }
}
#endif
