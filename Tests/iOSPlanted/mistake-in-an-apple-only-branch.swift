// planted into: Sources
// refused with: has no member 'containerURLs'
// `#if canImport(Darwin)` is false on Linux but for the check's Darwin stub.
import Foundation

#if canImport(Darwin)
func plantedAppGroup() -> URL? {
    FileManager.default.containerURLs(forSecurityApplicationGroupIdentifier: "group.app.habitsuite")
}
#endif
