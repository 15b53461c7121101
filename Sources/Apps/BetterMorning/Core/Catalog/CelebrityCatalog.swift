import Foundation

/// The famous people whose routines ship with the app. Static: never edited by the user.
public struct CelebrityCatalog: Sendable {
    /// Everyone, in mosaic order.
    public let celebrities: [Celebrity]
    private let byID: [String: Celebrity]

    /// A catalog of `celebrities`.
    public init(celebrities: [Celebrity]) {
        self.celebrities = celebrities
        self.byID = Dictionary(uniqueKeysWithValues: celebrities.map { ($0.id, $0) })
    }

    /// The person with `id`, if any.
    public func celebrity(_ id: String) -> Celebrity? { byID[id] }

    /// The catalog shipped in the package's resources.
    public static let shipped: CelebrityCatalog = {
        // NB: the resource is part of the build; failing to read it is a packaging bug, not user error.
        let url = Bundle.module.url(forResource: "celebrities", withExtension: "json")!
        let data = try! Data(contentsOf: url)
        return CelebrityCatalog(celebrities: try! JSONDecoder().decode([Celebrity].self, from: data))
    }()
}
