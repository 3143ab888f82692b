import
import a.
import a.b as
class Kept
