/// The typed ids (`Challenge.ID`, `ChallengeTask.ID`) are swift-tagged values: every target that
/// imports UltimateCore compares, hashes and prints them, so Tagged comes with it (as isowords'
/// shared models do) rather than as one more dependency of each target above the Core.
@_exported import Tagged
