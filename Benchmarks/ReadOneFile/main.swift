// The baseline for the start-up benchmark: a minimal Swift program that reads one small file.
import Foundation

guard CommandLine.arguments.count == 2, let data = FileManager.default.contents(atPath: CommandLine.arguments[1])
else { exit(74) }
print(data.count)
