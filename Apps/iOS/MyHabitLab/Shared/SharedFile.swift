import Foundation

/// (In both targets: Shared/ is compiled into the app and the widget.)
/// Where the app and its widget keep the data: their App Group's container (the entitlement in
/// project.yml), as GRDB's "Sharing a Database" asks.
enum SharedFile {
    static let appGroup = "group.app.habitsuite.my-habit-lab"

    /// The container's folder for the data file.
    static func directory() throws -> URL {
        #if canImport(Darwin)
        guard let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "The app's shared storage is missing (App Group \(appGroup))."])
        }
        return container
        #else
        // Linux type-checks the shell only; its Foundation has no App Group containers.
        return FileManager.default.temporaryDirectory
        #endif
    }
}
