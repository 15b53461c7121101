// Interface stub of the PhotosUI API that Apps/iOS/Ultimate uses (see ../README.md): the SwiftUI Photos
// picker as a modifier. Pages followed, under developer.apple.com/documentation/photosui/: each declaration names its page.
import SwiftUI

private func stub<T>() -> T { fatalError("PhotosUI stub") }

extension View {
    /// developer.apple.com/documentation/swiftui/view/photospicker(ispresented:selection:matching:preferreditemencoding:) (`nonisolated func
    /// photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? =
    /// nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View`; iOS 16;
    /// SwiftUI's page, declared by PhotosUI's SwiftUI overlay): presents the Photos picker
    nonisolated public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View { self }
}

/// …/photospickeritem (`struct PhotosPickerItem`; iOS 16; the page says it conforms to `Transferable`, which
/// refines `Sendable`; `Hashable` kept, the page's Relationships section not read)
public struct PhotosPickerItem: Hashable, Transferable {
    /// …/photospickeritem/encodingdisambiguationpolicy (`struct EncodingDisambiguationPolicy`) and its `automatic`
    public struct EncodingDisambiguationPolicy: Hashable, Sendable {
        public static let automatic = EncodingDisambiguationPolicy()
    }

    /// …/photospickeritem/loadtransferable(type:) (`func loadTransferable<T>(type: T.Type) async throws -> sending
    /// T? where T : Transferable`)
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> sending T? { nil }
}

/// …/phpickerfilter-swift.struct (`struct PHPickerFilter`; iOS 14; `Hashable`, `Sendable` kept: its
/// Relationships section was not on the part of the page read) and …/phpickerfilter-swift.struct/images
/// (`static let images: PHPickerFilter`)
public struct PHPickerFilter: Hashable, Sendable {
    public static let images = PHPickerFilter()
}
