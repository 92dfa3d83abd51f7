//===--- TidyjsonModel.cpp - clang-tidy -----------------------------------===//
//
// Collecting the runtime's declarations from matches, and finding the
// description of a type. Parsing a description is in Descriptions.cpp,
// contexts in Contexts.cpp, the type graph in TypeGraph.cpp.
//
//===----------------------------------------------------------------------===//

#include "TidyjsonModel.h"
#include "Contract.h"
#include "Markers.h"
#include "ModelUtils.h"
#include "support/ASTUtils.h"

using namespace clang::ast_matchers;

namespace clang::tidy::json {

// Bind names.
static constexpr char DescriptionId[] =
    "tidyjson-model-description";                             // FunctionDecl
static constexpr char FamilyId[] = "tidyjson-model-family";   // ConceptDecl
static constexpr char ContextId[] = "tidyjson-model-context"; // CXXRecordDecl
static constexpr char RuntimeId[] = "tidyjson-model-runtime"; // Var/RecordDecl

void TidyjsonModel::registerMatchers(MatchFinder *Finder,
                                     MatchFinder::MatchCallback *CB,
                                     bool ListContexts) {
  // Description functions and polymorphic registrations (collect() reads
  // their markers); a function template's pattern stands for the template.
  Finder->addMatcher(functionDecl(hasAttr(attr::Annotate), parameterCountIs(2))
                         .bind(DescriptionId),
                     CB);
  // The runtime's family concepts.
  Finder->addMatcher(conceptDecl(hasAttr(attr::Annotate)).bind(FamilyId), CB);
  // The runtime's verdict and graph templates (model/RuntimeGraph.h).
  Finder->addMatcher(varDecl(hasAttr(attr::Annotate)).bind(RuntimeId), CB);
  Finder->addMatcher(
      cxxRecordDecl(
          hasAttr(attr::Annotate), matchesIf<Decl>([](const Decl &D) {
            return cast<CXXRecordDecl>(D).getDescribedClassTemplate() !=
                   nullptr;
          }))
          .bind(RuntimeId),
      CB);
  if (!ListContexts)
    return;
  Finder->addMatcher(cxxRecordDecl(isDefinition(), hasAttr(attr::Annotate),
                                   // isInstantiated() without hasAncestor()
                                   unless(matchesIf<Decl>([](const Decl &D) {
                                     return isInInstantiation(&D);
                                   })))
                         .bind(ContextId),
                     CB);
}

/// Records a description function (or polymorphic registration): by the
/// canonical type it describes, by the class template its pattern describes,
/// or, for a friend in a class template's body, by that class template.
void TidyjsonModel::collectDescription(const FunctionDecl *FD) {
  const bool Polymorphic = hasMarker(FD, markers::Polymorphic);
  if (!Polymorphic && !hasMarker(FD, markers::Description))
    return;
  if (const FunctionTemplateDecl *FTD = FD->getDescribedFunctionTemplate()) {
    if (const Decl *Class = templateOf(taggedType(FD)))
      (Polymorphic ? PolymorphicTemplates : DescribeTemplates)[Class] = FTD;
    return;
  }
  if (FD->isDependentContext()) {
    // A description in a class template's body: a specialization that is
    // not instantiated (only named, as a call through a context that does
    // not list it leaves it) has no instantiated friend to find.
    if (Polymorphic || !FD->isThisDeclarationADefinition())
      return;
    const Decl *Class = templateOf(taggedType(FD));
    const auto *Lexical = dyn_cast<CXXRecordDecl>(FD->getLexicalDeclContext());
    if (Class && Lexical && Lexical->getDescribedClassTemplate() &&
        Lexical->getDescribedClassTemplate()->getCanonicalDecl() == Class)
      DescribeInClassTemplates.try_emplace(Class, FD);
    return;
  }
  const QualType T = taggedType(FD);
  if (T.isNull() || T->isDependentType())
    return;
  auto &Map = Polymorphic ? PolymorphicFns : DescribeFns;
  const Type *Key = canonical(T).getTypePtr();
  // Prefer the definition.
  if (!Map.count(Key) || FD->isThisDeclarationADefinition())
    Map[Key] = FD;
}

bool TidyjsonModel::collect(const MatchFinder::MatchResult &Result) {
  Ctx = Result.Context;
  if (const auto *FD = Result.Nodes.getNodeAs<FunctionDecl>(DescriptionId)) {
    collectDescription(FD);
    return true;
  }
  if (const auto *CD = Result.Nodes.getNodeAs<ConceptDecl>(FamilyId)) {
    Families.add(CD);
    return true;
  }
  if (const auto *D = Result.Nodes.getNodeAs<Decl>(RuntimeId)) {
    Runtime.add(D);
    return true;
  }
  if (const auto *RD = Result.Nodes.getNodeAs<CXXRecordDecl>(ContextId)) {
    if (hasMarker(RD, markers::Context))
      context(RD);
    return true;
  }
  return false;
}

void TidyjsonModel::clear() {
  DescribeFns.clear();
  PolymorphicFns.clear();
  DescribeTemplates.clear();
  PolymorphicTemplates.clear();
  DescribeInClassTemplates.clear();
  Parsed.clear();
  ParsedPolymorphic.clear();
  Contexts.clear();
  ContextOrder.clear();
  ImpliedFields.clear();
  Families.clear();
  Runtime.clear();
  Ctx = nullptr;
}

/// Whether the description written in the body of class template \p CTD
/// describes the specialization \p C: not for an explicit specialization,
/// nor when a partial specialization may be the one that applies (their
/// bodies are not the primary's).
static bool describedByPrimaryBody(const ClassTemplateDecl *CTD, QualType C) {
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      C->getAsCXXRecordDecl());
  llvm::SmallVector<ClassTemplatePartialSpecializationDecl *, 2> Partials;
  if (CTD)
    const_cast<ClassTemplateDecl *>(CTD)->getPartialSpecializations(Partials);
  return Spec && Partials.empty() &&
         Spec->getSpecializationKind() != TSK_ExplicitSpecialization &&
         !Spec->getSpecializedTemplateOrPartial()
              .is<ClassTemplatePartialSpecializationDecl *>();
}

/// The description function of the canonical type \p C: its own, its
/// template's specialization (or pattern), or the description in the body
/// of its class template.
const FunctionDecl *TidyjsonModel::findDescription(QualType C,
                                                   bool Polymorphic) const {
  const Type *Key = C.getTypePtr();
  const auto &Fns = Polymorphic ? PolymorphicFns : DescribeFns;
  if (auto It = Fns.find(Key); It != Fns.end())
    return It->second;
  const Decl *Class = templateOf(C);
  const FunctionDecl *FD = nullptr;
  const auto &Templates =
      Polymorphic ? PolymorphicTemplates : DescribeTemplates;
  if (auto It = Class ? Templates.find(Class) : Templates.end();
      It != Templates.end()) {
    for (const FunctionDecl *Spec : It->second->specializations())
      if (canonical(taggedType(Spec)) == C && Spec->hasBody())
        FD = Spec;
    if (!FD)
      FD = It->second->getTemplatedDecl();
  }
  // A specialization of a class template described in its body: either not
  // instantiated (no friend at all), or instantiated with only the
  // declaration of the friend, which is defined when first used. Read the
  // pattern's description.
  if ((!FD || !FD->hasBody()) && !Polymorphic && Class)
    if (auto It = DescribeInClassTemplates.find(Class);
        It != DescribeInClassTemplates.end() &&
        describedByPrimaryBody(dyn_cast<ClassTemplateDecl>(Class), C))
      FD = It->second;
  return FD;
}

const Description *TidyjsonModel::lookup(QualType T, bool Polymorphic) {
  if (!Ctx || T.isNull())
    return nullptr;
  const QualType C = canonical(T);
  const Type *Key = C.getTypePtr();
  auto &Cache = Polymorphic ? ParsedPolymorphic : Parsed;
  if (auto It = Cache.find(Key); It != Cache.end())
    return It->second.get();
  Cache[Key] = nullptr; // guards against cycles (a description naming itself)
  const FunctionDecl *FD = findDescription(C, Polymorphic);
  std::unique_ptr<Description> D = parse(FD, T, Polymorphic);
  const Description *Out = D.get();
  Cache[Key] = std::move(D);
  return Out;
}

const Description *TidyjsonModel::describe(QualType T) {
  return lookup(T, false);
}
const Description *TidyjsonModel::polymorphic(QualType T) {
  return lookup(T, true);
}

} // namespace clang::tidy::json
