// Interface stub of the PhotosUI API that Apps/iOS/Ultimate uses (see ../README.md): the SwiftUI Photos
// picker. Pages followed, under developer.apple.com/documentation/photosui/: each declaration names its page.
import SwiftUI

private func stub<T>() -> T { fatalError("PhotosUI stub") }

/// …/photospicker (`@MainActor @preconcurrency struct PhotosPicker<Label> where Label : View`; iOS 16)
public struct PhotosPicker<Label: View>: View {
    /// …/photospicker/init(selection:matching:preferreditemencoding:label:) (`@preconcurrency nonisolated
    /// init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil, preferredItemEncoding:
    /// PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: @Sendable () -> Label)`)
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                @ViewBuilder label: @Sendable () -> Label) {}
    public var body: Never { return stub() }
}

/// …/photospickeritem (`struct PhotosPickerItem`: Equatable, Hashable, Transferable; iOS 16)
public struct PhotosPickerItem: Hashable, Transferable {
    /// …/photospickeritem/encodingdisambiguationpolicy (`struct EncodingDisambiguationPolicy`) and its `automatic`
    public struct EncodingDisambiguationPolicy: Hashable, Sendable {
        public static let automatic = EncodingDisambiguationPolicy()
    }

    /// …/photospickeritem/loadtransferable(type:) (`func loadTransferable<T>(type: T.Type) async throws -> sending
    /// T? where T : Transferable`)
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> sending T? { nil }
}

/// …/phpickerfilter-swift.struct (`struct PHPickerFilter`; iOS 14) and …/phpickerfilter-swift.struct/images
/// (`static let images: PHPickerFilter`)
public struct PHPickerFilter: Hashable, Sendable {
    public static let images = PHPickerFilter()
}
